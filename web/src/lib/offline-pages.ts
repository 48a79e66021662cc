import { PWA_PAGES_CACHE } from '@common/constants';

/**
 * Empties the service worker's cache of pages as last seen: a server-rendered page carries the
 * signed-in person's own data (their name, their session's answer), which must not stay on the
 * device for the next person after signing out. Nothing to do without Cache Storage.
 */
export async function forgetCachedPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(PWA_PAGES_CACHE);
  } catch {
    // Storage refused: nothing was kept there either.
  }
}
