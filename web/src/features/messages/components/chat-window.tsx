import { Alert, Anchor, Box, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconUserOff } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PATHS, userProfilePath } from '@/config/routes';
import { apiErrorMessage } from '@/lib/api-error-message';
import { openConfirmModal } from '@/lib/confirm-modal';
import { useSetBlocked } from '../api/blocks';
import { flattenConversation, useConversation } from '../api/get-conversation';
import { useConversationPost } from '../api/get-conversation-post';
import { useMarkRead } from '../api/mark-read';
import type { TConversationAction } from '../conversation-action';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { PostContext } from './post-context';

interface TChatWindowProps {
  myId: string;
  otherId: string;
  /** Called once the user blocked the other (the conversation leaves the list). */
  onBlocked?: () => void;
  /** The post the user came from (/messages/{name}?post={id}): shown on top, the next message is about it. */
  postId?: number;
  /** Called once a message about `postId` was sent. */
  onPostSent?: () => void;
  /** What the app adds to the conversation's header from other features (Rate, from reviews). */
  action?: TConversationAction;
}

/**
 * The open conversation: header (name, their posts, Block), the post it is about, the messages,
 * and the message box.
 */
export function ChatWindow({ myId, otherId, onBlocked, postId, onPostSent, action }: TChatWindowProps) {
  const { t } = useTranslation();
  const conversation = useConversation(otherId);
  const messages = useMemo(() => flattenConversation(conversation.data), [conversation.data]);
  const head = conversation.data?.pages[0];
  // The post the user came from; else the newest post asked about (loaded, or further back).
  const pending = useConversationPost(otherId, postId);
  const topPost = pending.data ?? messages.findLast((m) => m.post)?.post ?? head?.latest_post ?? null;
  useReadWhileOpen(otherId, messages);
  const setBlocked = useSetBlocked();

  if (conversation.isPending) {
    return (
      <Center h="100%">
        <Loader role="status" aria-label={t('messages.title')} />
      </Center>
    );
  }
  if (conversation.isError || !head) {
    return (
      <Box p="md">
        <LoadError
          title={t('messages.loadError')}
          message={apiErrorMessage(t, conversation.error)}
          retryLabel={t('messages.retry')}
          onRetry={() => void conversation.refetch()}
          retrying={conversation.isFetching}
        />
      </Box>
    );
  }
  // A deleted account keeps its messages for the viewer, under "deleted user", and takes no new ones.
  const deleted = Boolean(head.user.deleted);
  const name = deleted ? t('dataRights.deletedUser') : head.user.username;
  const confirmBlock = () =>
    void openConfirmModal({
      title: t('messages.blockTitle', { name }),
      children: <Text size="sm">{t('messages.blockText', { name })}</Text>,
      labels: { confirm: t('messages.block'), cancel: t('messages.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        setBlocked.mutate(
          { userId: otherId, blocked: true },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('messages.blockDone', { name }) });
              onBlocked?.();
            },
            onError: () => notifications.show({ color: 'red', message: t('messages.blockFailed', { name }) }),
          },
        ),
    });

  return (
    <Stack gap={0} h="100%">
      <Group
        justify="space-between"
        p="sm"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {!deleted && (
            <Anchor component={Link} to={userProfilePath(otherId)} size="sm">
              {t('messages.viewPosts', { name })}
            </Anchor>
          )}
        </Stack>
        <Group gap="xs" justify="flex-end">
          {action?.({
            otherId,
            otherName: name,
            post: topPost,
            lastMessageId: messages.at(-1)?.id ?? null,
          })}
          {!head.blocked && !deleted && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconBan size={16} aria-hidden />}
              loading={setBlocked.isPending}
              onClick={confirmBlock}
            >
              {t('messages.block')}
            </Button>
          )}
        </Group>
      </Group>
      {topPost && <PostContext post={topPost} />}
      <MessageList
        messages={messages}
        myId={myId}
        otherName={name}
        hasOlder={conversation.hasNextPage}
        loadingOlder={conversation.isFetchingNextPage}
        onLoadOlder={() => void conversation.fetchNextPage()}
      />
      {deleted ? (
        <Alert
          color="gray"
          m="sm"
          title={t('dataRights.deletedUserTitle')}
          icon={<IconUserOff aria-hidden />}
        >
          <Text size="sm">{t('dataRights.deletedUserText')}</Text>
        </Alert>
      ) : head.blocked ? (
        <Alert
          color="gray"
          m="sm"
          title={t('messages.blockedTitle', { name })}
          icon={<IconBan aria-hidden />}
        >
          <Text size="sm">{t('rules.messageReceiverBlocked')}</Text>
          <Anchor component={Link} to={PATHS.profile} size="sm">
            {t('messages.accountSettings')}
          </Anchor>
        </Alert>
      ) : (
        <Composer
          receiverId={otherId}
          receiverName={name}
          myId={myId}
          postId={pending.data?.id}
          onPostSent={onPostSent}
        />
      )}
    </Stack>
  );
}

/**
 * Opening a conversation marks it read, and so does each message that arrives while it is open
 * and the tab is visible (a message that arrives in a hidden tab waits until the tab is shown).
 * A failed attempt is tried again on the next message or when the tab is shown again, not at once:
 * re-running on the request's pending state would repeat a failing request without end.
 */
function useReadWhileOpen(otherId: string, messages: ReturnType<typeof flattenConversation>) {
  const { mutate } = useMarkRead(otherId);
  const unreadId = messages.findLast((m) => m.sender_id === otherId && m.read_at === null)?.id;
  useEffect(() => {
    if (unreadId === undefined) return;
    const readNow = () => {
      if (document.visibilityState === 'visible') mutate();
    };
    readNow();
    document.addEventListener('visibilitychange', readNow);
    return () => document.removeEventListener('visibilitychange', readNow);
  }, [unreadId, mutate]);
}
