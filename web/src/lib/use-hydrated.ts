import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false on the server and while the browser hydrates its markup, true from then on: for what only
 * a browser can show (a map, the device's state), rendered after hydration so both sides agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
