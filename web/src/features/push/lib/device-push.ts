import { devicePushSubscription, endPushSubscription } from '@/lib/device-push-subscription';
import { getPushKey } from '../api/get-push-key';
import { saveSubscription } from '../api/save-subscription';

// This device's Web Push subscription, through the app's service worker (vite-plugin-pwa's, which
// imports /push-sw.js to show the notifications).

export type TPushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export async function currentPushState(): Promise<TPushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const sub = await devicePushSubscription();
  return sub && Notification.permission === 'granted' ? 'on' : 'off';
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};
const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

/** Asks permission, subscribes with the site's key and hands the subscription to the server. */
export async function turnPushOn(): Promise<TPushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const [key, worker] = await Promise.all([getPushKey().then(keyBytes), navigator.serviceWorker.ready]);
  let sub = await worker.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be pushed to.
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await saveSubscription(sub.toJSON());
  return 'on';
}

/** Tells the server to forget this device, then unsubscribes it in the browser. */
export async function turnPushOff(): Promise<TPushState> {
  const sub = await devicePushSubscription();
  if (sub) await endPushSubscription(sub);
  return 'off';
}
