import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toasts' container (its transitions and drag-to-dismiss) loads with the first toast rather than
// on every page: notifications.show() only needs the store, which is small and always here.
const Notifications = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.Notifications })),
);

/** Mantine's Notifications, mounted once a toast is shown (it then shows the ones already queued). */
export function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  // Once mounted it stays, so the last toast still leaves with its transition.
  const [mounted, setMounted] = useState(false);
  if (!mounted && (notifications.length > 0 || queue.length > 0)) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
