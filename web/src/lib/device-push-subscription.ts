import type { TPushSubscribed } from '@common/contracts/push';
import { apiRequest } from './api-client';
import { isApiError } from './api-error';

// This device's Web Push subscription, as turning notifications off and signing out both end it.

/** The subscription of the app's service worker on this device, if any. */
export async function devicePushSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

/** DELETE /api/push/subscriptions: the signed-in user's server forgets this device's subscription. */
export function deletePushSubscription(endpoint: string) {
  return apiRequest<TPushSubscribed>('/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}

/** The server forgets `sub` (already forgotten, 404, is fine), then the browser unsubscribes it. */
export async function endPushSubscription(sub: PushSubscription): Promise<void> {
  await deletePushSubscription(sub.endpoint).catch((err: unknown) => {
    if (!isApiError(err) || err.statusCode !== 404) throw err;
  });
  await sub.unsubscribe();
}

/**
 * Before signing out: this device stops getting the leaving user's notifications. The browser side
 * goes even if the server cannot be told (a push to an unsubscribed endpoint answers 410, and the
 * server then forgets it); nothing here stops the sign-out.
 */
export async function forgetDevicePush(): Promise<void> {
  const sub = await devicePushSubscription().catch(() => null);
  if (!sub) return;
  await deletePushSubscription(sub.endpoint).catch(() => undefined);
  await sub.unsubscribe().catch(() => false);
}
