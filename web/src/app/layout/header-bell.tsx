import { lazy, Suspense } from 'react';
import { useMe } from '@/features/accounts';

// The bell's code loads once someone is signed in: a visitor's page does not carry it.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

/** The notification centre's bell in the header, on every screen size, for signed-in users. */
export function HeaderBell() {
  const me = useMe();
  if (!me.data) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
