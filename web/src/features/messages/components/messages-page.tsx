import { NARROW_LAYOUT_PX } from '@common/constants';
import { INT4_MAX } from '@common/contracts/int4';
import { Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@/config/routes';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useUserIdByName } from '../api/find-user';
import type { TConversationAction } from '../conversation-action';
import { ChatWindow } from './chat-window';
import { ContactsList } from './contacts-list';

interface TMessagesPageProps {
  myId: string;
  /** /messages/{name}: the user whose conversation is open. */
  name?: string;
  /** What the app adds to the conversation's header (Rate, from the reviews feature). */
  action?: TConversationAction;
}

/**
 * /messages and /messages/{name}: the contacts column and the chat window ('Select a Conversation'
 * until one is chosen). Under 768 px one shows at a time, with a Show/Hide Conversations toggle.
 */
export function MessagesPage({ myId, name, action }: TMessagesPageProps) {
  const { t } = useTranslation();
  // A deleted account's placeholder username holds spaces, which no chosen username may: its former
  // name is gone, and the title says "deleted user" rather than the placeholder.
  const shownName = name && /\s/.test(name) ? t('dataRights.deletedUser') : name;
  usePageTitle(shownName ? t('messages.pageTitleWith', { name: shownName }) : t('messages.pageTitle'));
  const narrow = useMediaQuery(`(max-width: ${NARROW_LAYOUT_PX - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });
  const [showList, setShowList] = useState(!name);
  useEffect(() => setShowList(!name), [name]);
  const listId = useId();
  const navigate = useNavigate();

  // /messages/{name}?post={id}: the conversation was opened from that post's page.
  const [params, setParams] = useSearchParams();
  const postId = postIdOf(params.get('post'));
  // Once a message about it is sent, the post is the conversation's own: a reload asks nothing twice.
  const postSent = () =>
    setParams(
      (p) => {
        p.delete('post');
        return p;
      },
      { replace: true },
    );

  const pane = useRef<HTMLDivElement>(null);
  const paneHeight = useFillHeight(pane);

  const listVisible = !narrow || showList;
  const chatVisible = !narrow || !showList;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1}>{t('messages.title')}</Title>
        {narrow && (
          <Button
            variant="light"
            onClick={() => setShowList((v) => !v)}
            aria-expanded={showList}
            aria-controls={listId}
          >
            {showList ? t('messages.hideConversations') : t('messages.showConversations')}
          </Button>
        )}
      </Group>
      <Group
        ref={pane}
        align="stretch"
        wrap="nowrap"
        gap="sm"
        // Until measured (and while rendered on the server): an estimate of the room left.
        h={paneHeight ?? 'calc(100dvh - 260px)'}
        mih={MIN_PANE_PX}
      >
        {listVisible && (
          <Paper
            withBorder
            component="nav"
            id={listId}
            aria-label={t('messages.contactsLabel')}
            w={narrow ? '100%' : 300}
            style={{ flexShrink: 0, overflow: 'hidden' }}
          >
            <ContactsList active={name} onChoose={() => setShowList(false)} />
          </Paper>
        )}
        {chatVisible && (
          <Paper withBorder style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
            {name ? (
              <Conversation
                myId={myId}
                name={name}
                postId={postId}
                onPostSent={postSent}
                onBlocked={() => navigate(PATHS.messages)}
                action={action}
              />
            ) : (
              <Center h="100%">
                <Stack align="center" gap="xs">
                  <IconMessages size={48} color="var(--mantine-color-gray-5)" aria-hidden />
                  <Text fw={600} size="lg">
                    {t('messages.selectConversation')}
                  </Text>
                </Stack>
              </Center>
            )}
          </Paper>
        )}
      </Group>
    </Stack>
  );
}

/** Below this the conversation is too cramped: the page scrolls instead. */
const MIN_PANE_PX = 360;
/** Room kept under the panes, so their border shows above the screen's edge. */
const BOTTOM_GAP_PX = 12;

/**
 * The height that takes `ref` from where it starts to the bottom of the screen (the visible part,
 * on a phone with its keyboard open too), measured again as the window or the page above it changes.
 */
function useFillHeight(ref: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      const screen = window.visualViewport?.height ?? window.innerHeight;
      setHeight(Math.max(MIN_PANE_PX, Math.floor(screen - top - BOTTOM_GAP_PX)));
    };
    measure();
    window.addEventListener('resize', measure);
    window.visualViewport?.addEventListener('resize', measure);
    const above = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    above?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      window.visualViewport?.removeEventListener('resize', measure);
      above?.disconnect();
    };
  }, [ref]);
  return height;
}

/** A post id from the address, when it is one (a whole number in int4's range). */
function postIdOf(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= INT4_MAX ? id : undefined;
}

interface TConversationProps {
  myId: string;
  name: string;
  postId?: number;
  onPostSent: () => void;
  onBlocked: () => void;
  action?: TConversationAction;
}

function Conversation({ myId, name, postId, onPostSent, onBlocked, action }: TConversationProps) {
  const { t } = useTranslation();
  const user = useUserIdByName(name);
  if (user.isPending) {
    return (
      <Center h="100%">
        <Loader role="status" aria-label={t('messages.title')} />
      </Center>
    );
  }
  if (user.isError) {
    const missing = isApiError(user.error) && user.error.statusCode === 404;
    return <Notice text={missing ? t('messages.userNotFound', { name }) : apiErrorMessage(t, user.error)} />;
  }
  if (user.data.id === myId) return <Notice text={t('messages.self')} />;
  return (
    <ChatWindow
      key={user.data.id}
      myId={myId}
      otherId={user.data.id}
      onBlocked={onBlocked}
      postId={postId}
      onPostSent={onPostSent}
      action={action}
    />
  );
}

function Notice({ text }: { text: string }) {
  return (
    <Box p="xl">
      <Text role="status" ta="center">
        {text}
      </Text>
    </Box>
  );
}
