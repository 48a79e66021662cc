import type { TAdminUserDetail } from '@common/contracts/admin-users';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { openConfirmModal } from '@/lib/confirm-modal';
import { useDeleteUser, useRestoreUser, useSetUserRole, useSuspendUser } from '../api/users';
import { ReasonDialog } from './reason-dialog';

type TUser = TAdminUserDetail['user'];

/**
 * Suspend (with a reason) or Restore, Make admin or Remove admin, Delete account (with a reason).
 * What the server refuses is disabled here, with the reason in words: one's own account, an
 * admin's (its role goes first), a deleted one.
 */
export function UserActions({ user, viewerId }: { user: TUser; viewerId: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'suspend' | 'delete' | null>(null);
  const suspend = useSuspendUser();
  const restore = useRestoreUser();
  const role = useSetUserRole();
  const remove = useDeleteUser();
  const self = user.id === viewerId;
  const admin = user.role === 'admin';
  const email = user.email;
  const done = (message: string) => notifications.show({ color: 'green', message });
  const failed = (err: unknown) => notifications.show({ color: 'red', message: serverMessage(t, err) });

  const confirmRestore = () =>
    void openConfirmModal({
      title: t('admin.users.restoreTitle', { email }),
      children: <Text size="sm">{t('admin.users.restoreText')}</Text>,
      labels: { confirm: t('admin.users.restore'), cancel: t('admin.users.cancel') },
      onConfirm: () =>
        restore.mutate(user.id, {
          onSuccess: (r) => done(t('admin.users.restoreDone', { email, count: r.restored_posts })),
          onError: failed,
        }),
    });
  const confirmRole = (makeAdmin: boolean) => {
    const key = makeAdmin ? 'makeAdmin' : 'removeAdmin';
    void openConfirmModal({
      title: t(`admin.users.${key}Title`, { email }),
      children: <Text size="sm">{t(`admin.users.${key}Text`)}</Text>,
      labels: { confirm: t(`admin.users.${key}`), cancel: t('admin.users.cancel') },
      onConfirm: () =>
        role.mutate(
          { id: user.id, admin: makeAdmin },
          { onSuccess: () => done(t(`admin.users.${key}Done`, { email })), onError: failed },
        ),
    });
  };

  if (user.deleted) return <Text size="sm">{t('admin.users.deletedHint')}</Text>;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('admin.users.actions')}
      </Title>
      <Group gap="sm">
        {user.suspended ? (
          <Button variant="default" onClick={confirmRestore} loading={restore.isPending}>
            {t('admin.users.restore')}
          </Button>
        ) : (
          <Button
            color="red.8"
            onClick={() => setAsking('suspend')}
            disabled={self || admin}
            loading={suspend.isPending}
          >
            {t('admin.users.suspend')}
          </Button>
        )}
        {admin ? (
          <Button
            variant="default"
            onClick={() => confirmRole(false)}
            disabled={self}
            loading={role.isPending}
          >
            {t('admin.users.removeAdmin')}
          </Button>
        ) : (
          <Button
            variant="default"
            onClick={() => confirmRole(true)}
            disabled={user.suspended}
            loading={role.isPending}
          >
            {t('admin.users.makeAdmin')}
          </Button>
        )}
        <Button
          color="red.8"
          variant="outline"
          onClick={() => setAsking('delete')}
          disabled={self || admin}
          loading={remove.isPending}
        >
          {t('admin.users.delete')}
        </Button>
      </Group>
      {self ? (
        <Text size="sm" c="dimmed">
          {t('admin.users.selfHint')}
        </Text>
      ) : (
        admin && (
          <Text size="sm" c="dimmed">
            {t('admin.users.adminHint')}
          </Text>
        )
      )}
      {asking === 'suspend' && (
        <ReasonDialog
          title={t('admin.users.suspendTitle', { email })}
          text={t('admin.users.suspendText')}
          confirmLabel={t('admin.users.suspend')}
          pending={suspend.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(reason) =>
            suspend.mutate(
              { id: user.id, reason },
              {
                onSuccess: (r) => {
                  setAsking(null);
                  done(t('admin.users.suspendDone', { email, count: r.hidden_posts }));
                },
                onError: failed,
              },
            )
          }
        />
      )}
      {asking === 'delete' && (
        <ReasonDialog
          title={t('admin.users.deleteTitle', { email })}
          text={t('admin.users.deleteText')}
          confirmLabel={t('admin.users.delete')}
          pending={remove.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(reason) =>
            remove.mutate(
              { id: user.id, reason },
              {
                onSuccess: () => {
                  setAsking(null);
                  done(t('admin.users.deleteDone'));
                },
                onError: failed,
              },
            )
          }
        />
      )}
    </Stack>
  );
}
