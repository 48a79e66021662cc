import { apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { forgetDevicePush } from '@/lib/device-push-subscription';
import { forgetCachedPages } from '@/lib/offline-pages';

/**
 * POST /api/auth/sign-out (Better Auth): ends the session on the server and clears the cookie, and
 * forgets the pages the service worker kept (they show the signed-in person's data). First, while
 * the session still holds, this device stops getting the person's notifications.
 */
export async function signOut(): Promise<void> {
  await forgetDevicePush();
  try {
    await apiRequest<unknown>('/auth/sign-out', { method: 'POST', body: {} });
  } catch (error) {
    // The session may be gone already (expired, or ended elsewhere): that is the goal reached.
    if (!(isApiError(error) && (error.statusCode === 401 || error.statusCode === 404))) throw error;
  }
  await forgetCachedPages();
}
