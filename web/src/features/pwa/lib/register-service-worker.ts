// The service worker (vite-plugin-pwa's generateSW, see vite.pwa.ts) exists in a production build
// only; the dev server has none, so nothing is registered there.

const HOUR_MS = 60 * 60 * 1000;
let registered = false;

/** Called when a new version waits: `apply` activates it and reloads the page once it controls. */
export type TOnUpdate = (apply: () => void) => void;

/** Registers /sw.js once per page and reports a new version waiting (never activated unasked). */
export function registerServiceWorker(onUpdate: TOnUpdate): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  void start(onUpdate);
}

async function start(onUpdate: TOnUpdate) {
  // Loaded apart from the page's own JavaScript: nothing on screen waits for it.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    onUpdate(() => {
      // Reload only once the new worker controls the page, so the shell comes from the new version.
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
  // A tab left open for days still learns of a new version.
  setInterval(() => void wb.update(), HOUR_MS);
}
