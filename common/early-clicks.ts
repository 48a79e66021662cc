// Clicks before the app has loaded (a server-rendered page shows its header at once; the app takes
// a few seconds on a slow phone). This tiny script sits inline in every page's <head> (the built
// index.html, by vite.config.ts); the server's CSP allows exactly it by its hash (security.ts).
// It holds a click on a control marked data-early that the app has not yet taken over (no
// data-early-ready): the control shows it is busy (aria-busy, a spinner in global CSS), and the
// app presses it again as the control hydrates (web/src/hooks/use-early-click.ts). A click with a
// modifier key (a new tab on a link) is left to the browser. Links and GET forms need none of it.

/** The inline script, byte for byte as the page carries it (its CSP hash is of this text). */
export const EARLY_CLICKS_SCRIPT =
  "document.addEventListener('click',function(e){var t=e.target,c=t&&t.closest&&t.closest('[data-early]');" +
  "if(!c||c.hasAttribute('data-early-ready')||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;" +
  "e.preventDefault();e.stopImmediatePropagation();c.setAttribute('aria-busy','true')},true)";
