/* Web Push for PartsYard's service worker: imported into the worker vite-plugin-pwa builds
   (workbox importScripts: ['/push-sw.js']). The server sends JSON { title, body, url }. */

/* The app icon vite-plugin-pwa's icons provide; change it here if they are named otherwise. */
const PUSH_ICON = '/pwa-192x192.png';

/** A path of this site only: a push never opens another site. */
function sameOriginUrl(url) {
  try {
    const target = new URL(url || '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const url = sameOriginUrl(data.url);
  event.waitUntil(
    self.registration.showNotification(data.title || 'PartsYard', {
      body: data.body || '',
      icon: PUSH_ICON,
      badge: PUSH_ICON,
      // One notification per page: a second message in a conversation replaces the first.
      tag: url,
      renotify: true,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => w.url === url);
      if (open) return open.focus();
      const ours = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (ours && 'navigate' in ours) {
        await ours.focus();
        return ours.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});
