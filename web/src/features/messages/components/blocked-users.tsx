import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useBlocks, useSetBlocked } from '../api/blocks';

/** Account Settings' list of blocked users, each with Unblock. */
export function BlockedUsers() {
  const { t } = useTranslation();
  const blocks = useBlocks();
  const setBlocked = useSetBlocked();
  if (blocks.isPending)
    return <Loader size="sm" role="status" aria-label={t('messages.blockedUsersTitle')} />;
  if (blocks.isError) {
    return (
      <LoadError
        title={t('messages.blockedUsersTitle')}
        message={apiErrorMessage(t, blocks.error)}
        retryLabel={t('messages.retry')}
        onRetry={() => void blocks.refetch()}
        retrying={blocks.isFetching}
      />
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('messages.blockedUsersIntro')}
      </Text>
      {blocks.data.users.length === 0 ? (
        <Text size="sm">{t('messages.noBlockedUsers')}</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {blocks.data.users.map((u) => (
            <Group component="li" key={u.user_id} justify="space-between">
              <Text fw={600}>{u.username}</Text>
              <Button
                variant="outline"
                size="xs"
                aria-label={t('messages.unblockLabel', { name: u.username })}
                loading={setBlocked.isPending && setBlocked.variables?.userId === u.user_id}
                onClick={() =>
                  setBlocked.mutate(
                    { userId: u.user_id, blocked: false },
                    {
                      onSuccess: () =>
                        notifications.show({
                          color: 'green',
                          message: t('messages.unblockDone', { name: u.username }),
                        }),
                      onError: () =>
                        notifications.show({
                          color: 'red',
                          message: t('messages.unblockFailed', { name: u.username }),
                        }),
                    },
                  )
                }
              >
                {t('messages.unblock')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
