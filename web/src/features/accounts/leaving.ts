import { useSyncExternalStore } from 'react';

// While the person deletes their account, the server ends their session (and closes the tab's
// live socket) before its answer arrives: the session then reads as signed out, and a page that
// needs a user would send them to the sign-in page. While this is set, such a page waits instead;
// the deletion's answer takes them home, and leaving that page clears it (a refused deletion too).

let leaving = false;
const listeners = new Set<() => void>();

export function setLeaving(value: boolean): void {
  leaving = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the account is being deleted in this tab. */
export function useLeaving(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => leaving,
    () => false,
  );
}
