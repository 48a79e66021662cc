import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The unread count beside Messages; its words say what the number is to a screen reader. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Badge color="orange" size="sm" aria-label={t('accounts.menu.messagesUnread', { count })}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
