// Clicks before the app has loaded (a server-rendered page shows at once; the app takes a few
// seconds on a slow phone). This tiny script sits inline in every page's <head> (the built
// index.html, by vite.config.ts); the server's CSP allows exactly it by its hash (security.ts).
//
// Links and forms with an action work as plain HTML and are left alone. A click on any other
// control (a button, a checkbox, a menu's trigger) is held instead of lost: the control shows it is
// busy (aria-busy, and a spinner in global CSS through data-early-held) and the app presses it
// again once it runs (web/src/lib/early-clicks.ts). A form the app submits (no action), sent with
// Enter, is held the same way, through its submit button, so its fields never go out in an
// address. The app is running once <html> has data-app-ready (app.tsx); a control in a part that
// loads later is marked data-early and is pressed again as that part comes alive
// (web/src/hooks/use-early-click.ts, which sets data-early-ready). A click with a modifier key
// (a new tab) is left to the browser. Only the last control pressed is held. What is typed into a
// field meanwhile is noted too: the app's first render would put its fields back to empty, so the
// app types it in again before it presses anything.

/** The window property that holds the control pressed before the app ran. */
export const EARLY_HELD_PROPERTY = '__pyEarly';

/** The window property that maps each field typed into before the app ran to its text. */
export const EARLY_TYPED_PROPERTY = '__pyEarlyTyped';

/** What counts as a control the app answers (links and plain forms are not held). */
export const EARLY_CONTROLS =
  '[data-early],button,[role=button],[role=switch],[role=tab],[aria-haspopup],summary,input[type=checkbox],input[type=radio]';

/** The inline script, byte for byte as the page carries it (its CSP hash is of this text). */
export const EARLY_CLICKS_SCRIPT =
  "(function(){var d=document,h=d.documentElement,S='" +
  EARLY_CONTROLS +
  "';" +
  'function live(c){return c.hasAttribute("data-early")?c.hasAttribute("data-early-ready"):h.hasAttribute("data-app-ready")}' +
  'function plain(f){return f&&f.hasAttribute("action")}' +
  `function hold(c){var p=window.${EARLY_HELD_PROPERTY};if(p&&p!==c){p.removeAttribute("aria-busy");p.removeAttribute("data-early-held")}` +
  `window.${EARLY_HELD_PROPERTY}=c;c.setAttribute("aria-busy","true");c.setAttribute("data-early-held","")}` +
  'd.addEventListener("click",function(e){var t=e.target,c=t&&t.closest&&t.closest(S);' +
  'if(!c||live(c)||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;' +
  'if(c.type==="submit"&&plain(c.form))return;' +
  'e.preventDefault();e.stopImmediatePropagation();hold(c)},true);' +
  'd.addEventListener("submit",function(e){var f=e.target;if(h.hasAttribute("data-app-ready")||plain(f))return;' +
  'e.preventDefault();e.stopImmediatePropagation();var b=e.submitter||f.querySelector("[type=submit]");if(b)hold(b)},true);' +
  'd.addEventListener("input",function(e){var t=e.target;if(h.hasAttribute("data-app-ready")||!t||typeof t.value!=="string"||/^(checkbox|radio|file)$/.test(t.type))return;' +
  `(window.${EARLY_TYPED_PROPERTY}||(window.${EARLY_TYPED_PROPERTY}=new Map())).set(t,t.value)},true)})()`;
