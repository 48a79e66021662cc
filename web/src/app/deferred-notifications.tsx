import { useMediaQuery } from '@mantine/hooks';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import classes from './deferred-notifications.module.css';

// The toasts' container (its transitions and drag-to-dismiss) loads with the first toast rather than
// on every page: notifications.show() only needs the store, which is small and always here.
const Notifications = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.Notifications })),
);

/**
 * Mantine's Notifications, mounted once a toast is shown (it then shows the ones already queued).
 * At the bottom, where they hide neither the account menu nor the bell: right on a wide screen,
 * centred on a phone (above a bottom bar, by the module's CSS).
 */
export function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  // Below Mantine's sm (48em), where the header shows its burger. Read at once (the container
  // mounts in the browser only): no first frame at the wrong place.
  const phone = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false });
  // Once mounted it stays, so the last toast still leaves with its transition.
  const [mounted, setMounted] = useState(false);
  if (!mounted && (notifications.length > 0 || queue.length > 0)) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        position={phone ? 'bottom-center' : 'bottom-right'}
        classNames={{ root: classes.root }}
      />
    </Suspense>
  );
}
