/**
 * Gives the page's history entry a key of its own when it has none (an address typed, a link from
 * another site, a bookmark). React Router reads such an entry as 'default', the same key for every
 * page opened that way in the tab, so <ScrollRestoration /> put a newly opened page where another
 * one had been left. A keyed entry keeps its key through a reload and Back, so those still restore.
 * This is what React Router's own framework-mode restore script does before the app starts.
 */
export function keyHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  if (state && typeof state === 'object' && 'key' in state && state.key) return;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...(state && typeof state === 'object' ? state : {}), key }, '');
}
