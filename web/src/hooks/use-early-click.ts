import { type RefObject, useEffect, useRef } from 'react';
import { takeEarlyClick } from '@/lib/early-clicks';

/**
 * For a control in a part of the page that comes alive after the app (a lazily loaded menu): mark
 * it `data-early` and give it this ref. A click the page's inline script (common/early-clicks.ts)
 * held before then is pressed again once the control is live; from then on clicks reach it directly.
 */
export function useEarlyClick<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.setAttribute('data-early-ready', '');
    if (takeEarlyClick(el)) el.click();
  }, []);
  return ref;
}
