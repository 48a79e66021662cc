import { EARLY_HELD_PROPERTY, EARLY_TYPED_PROPERTY } from '@common/early-clicks';

// The browser's half of common/early-clicks.ts: what a person typed and pressed before the app ran.

type TField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TEarlyWindow = Window & {
  [EARLY_HELD_PROPERTY]?: HTMLElement;
  [EARLY_TYPED_PROPERTY]?: Map<TField, string>;
};

/** The held control, if any, taken out of the hold (no longer busy). */
export function takeEarlyClick(el?: HTMLElement): HTMLElement | null {
  const w = window as TEarlyWindow;
  const held = w[EARLY_HELD_PROPERTY];
  if (!held || (el && held !== el)) return null;
  delete w[EARLY_HELD_PROPERTY];
  held.removeAttribute('aria-busy');
  held.removeAttribute('data-early-held');
  return held;
}

/** The prototype's value setter: the element's own one is React's, which would not see a change. */
function setNativeValue(field: TField, value: string) {
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
}

/**
 * Types again what was typed before the app ran, into each field the app's first render emptied,
 * as input events the app's fields listen to.
 */
function restoreEarlyTyping() {
  const w = window as TEarlyWindow;
  const typed = w[EARLY_TYPED_PROPERTY];
  delete w[EARLY_TYPED_PROPERTY];
  for (const [field, value] of typed ?? []) {
    if (!field.isConnected || field.value === value) continue;
    setNativeValue(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * Once the app runs: what was typed goes back into its fields, then the held control is pressed
 * again, unless it waits for a part that loads later (data-early: its own hook presses it) or is
 * gone from the page. Each a task later: typed inside React's own work (an effect), a field's new
 * text would be put back to the old before the app took it, and a press must find the new text.
 */
export function replayEarlyClick(): void {
  setTimeout(() => {
    restoreEarlyTyping();
    const held = (window as TEarlyWindow)[EARLY_HELD_PROPERTY];
    if (!held || held.hasAttribute('data-early')) return;
    takeEarlyClick();
    setTimeout(() => {
      if (held.isConnected) held.click();
    }, 0);
  }, 0);
}
