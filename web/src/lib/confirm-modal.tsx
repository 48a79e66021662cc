import type { modals } from '@mantine/modals';
import { lazy, Suspense, useSyncExternalStore } from 'react';

// Mantine's confirm modal, with its code (the modal, focus trap and scroll lock) loaded the first time
// a page asks a question rather than on every page: no public page needs it before a click.

type TConfirmModal = Parameters<typeof modals.openConfirmModal>[0];

let wanted = false;
const listeners = new Set<() => void>();
/** Settles when a host is listening; a fresh one while none is (a test unmounts its app). */
function pendingHost() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
let host = pendingHost();
function hostMounted() {
  host.resolve();
  return () => {
    host = pendingHost();
  };
}

const ModalsProviderMount = lazy(() => import('./modals-provider-mount'));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the modals render: nothing until the first question, then Mantine's ModalsProvider. */
export function ConfirmModalsHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProviderMount onMounted={hostMounted} />
    </Suspense>
  );
}

/** Opens a confirm modal (focus trapped, Escape cancels) once its code and host are ready. */
export async function openConfirmModal(props: TConfirmModal): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ modals: api }] = await Promise.all([import('@mantine/modals'), host.promise]);
  api.openConfirmModal(props);
}
