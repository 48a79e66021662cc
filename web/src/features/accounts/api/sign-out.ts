import { apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { forgetCachedPages } from '@/lib/offline-pages';

/**
 * POST /api/auth/sign-out (Better Auth): ends the session on the server and clears the cookie, and
 * forgets the pages the service worker kept (they show the signed-in person's data).
 */
export async function signOut(): Promise<void> {
  try {
    await apiRequest<unknown>('/auth/sign-out', { method: 'POST', body: {} });
  } catch (error) {
    // The session may be gone already (expired, or ended elsewhere): that is the goal reached (SPEC.md section 8).
    if (!(isApiError(error) && (error.statusCode === 401 || error.statusCode === 404))) throw error;
  }
  await forgetCachedPages();
}
