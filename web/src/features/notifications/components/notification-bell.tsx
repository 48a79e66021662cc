import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { useUnreadNotices } from '../api/get-unread-notices';

/**
 * The header's bell (signed-in users): the unread count on it, kept live by the socket; it opens
 * the notification centre. Its name says the count to a screen reader.
 */
export function NotificationBell({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const unread = useUnreadNotices(true);
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      color="orange"
      size={18}
      offset={4}
      data-testid="notification-count"
    >
      <ActionIcon
        component={Link}
        to={PATHS.notifications}
        onClick={onNavigate}
        variant="subtle"
        color="white"
        size="lg"
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
      >
        <IconBell size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
