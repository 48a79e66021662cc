import { type RefObject, useEffect, useRef } from 'react';

/**
 * For a control that needs the app (a menu button, the burger): mark it `data-early` and give it
 * this ref. A click the page's inline script (common/early-clicks.ts) held before the app loaded
 * (aria-busy) is pressed again once the control is live; from then on clicks reach it directly.
 */
export function useEarlyClick<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.setAttribute('data-early-ready', '');
    if (el.getAttribute('aria-busy') !== 'true') return;
    el.removeAttribute('aria-busy');
    el.click();
  }, []);
  return ref;
}
