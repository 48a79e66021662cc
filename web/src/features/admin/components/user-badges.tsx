import type { TAdminUserRow } from '@common/contracts/admin-users';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An account's state in words: Admin, Suspended, Deleted, You (none for an ordinary active account). */
export function UserBadges({ user, viewerId }: { user: TAdminUserRow; viewerId: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {user.id === viewerId && <Badge color="blue.9">{t('admin.users.you')}</Badge>}
      {user.role === 'admin' && <Badge color="violet.8">{t('admin.users.admin')}</Badge>}
      {user.suspended && <Badge color="red.8">{t('admin.users.suspended')}</Badge>}
      {user.deleted && <Badge color="gray.8">{t('admin.users.deleted')}</Badge>}
    </Group>
  );
}
