import type { TMessage } from '@common/contracts/messages';
import { Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SafetyTips } from '@/components/ui/safety-tips';
import { MessageBubble } from './message-bubble';

interface TMessageListProps {
  messages: TMessage[];
  myId: string;
  otherName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/** Near the top, older messages load; near the bottom, new ones keep the view at the bottom. */
const EDGE_PX = 80;

/**
 * The conversation, oldest at the top. Scrolling up loads older pages (the view stays where it
 * was); a new message scrolls into view when the user was at the bottom or sent it. A live region
 * (role=log) lets screen readers hear new messages.
 */
export function MessageList({
  messages,
  myId,
  otherName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: TMessageListProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: number; last?: number; height: number; top: number; atBottom: boolean }>({
    height: 0,
    top: 0,
    atBottom: true,
  });

  const firstAbout = useMemo(() => firstMessageAboutEachPost(messages), [messages]);
  const first = messages[0]?.id;
  const last = messages.at(-1);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = seen.current;
    if (before.first !== undefined && first !== undefined && first < before.first) {
      // Older messages came in above: keep what the user was looking at in place.
      el.scrollTop = el.scrollHeight - before.height + before.top;
    } else if (last && last.id !== before.last && (before.atBottom || last.sender_id === myId)) {
      el.scrollTop = el.scrollHeight;
    }
    seen.current = {
      first,
      last: last?.id,
      height: el.scrollHeight,
      top: el.scrollTop,
      atBottom: isAtBottom(el),
    };
  }, [first, last, myId]);

  // The newest message stays in view while the box or its content changes size (the post it is
  // about appearing above, the message box growing, a font or a photo loading): pinned to the bottom
  // whenever the user was there.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const pin = () => {
      if (!seen.current.atBottom) return;
      el.scrollTop = el.scrollHeight;
      seen.current = { ...seen.current, height: el.scrollHeight, top: el.scrollTop };
    };
    const observer = new ResizeObserver(pin);
    observer.observe(el);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    seen.current = { ...seen.current, height: el.scrollHeight, top: el.scrollTop, atBottom: isAtBottom(el) };
    if (el.scrollTop < EDGE_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  return (
    <Box ref={box} onScroll={onScroll} style={{ flex: 1, overflowY: 'auto', minHeight: 0 }} p="sm">
      <div ref={content}>
        <Center mb="sm">
          {hasOlder ? (
            <Button variant="subtle" size="xs" loading={loadingOlder} onClick={onLoadOlder}>
              {t('messages.loadOlder')}
            </Button>
          ) : (
            messages.length > 0 && (
              <Text size="xs" c="dimmed">
                {t('messages.beginning', { name: otherName })}
              </Text>
            )
          )}
          {loadingOlder && !hasOlder && <Loader size="xs" />}
        </Center>
        {/* The beginning of the conversation (its first message is loaded): the safety tips. */}
        {!hasOlder && <SafetyTips compact mb="sm" />}
        {messages.length === 0 ? (
          <Text c="dimmed" ta="center" mt="xl">
            {t('messages.empty', { name: otherName })}
          </Text>
        ) : null}
        <div role="log" aria-label={t('messages.log', { name: otherName })}>
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {messages.map((m) => (
              <MessageBubble
                key={m.id}
                message={m}
                mine={m.sender_id === myId}
                otherName={otherName}
                post={firstAbout.has(m.id) ? (m.post ?? undefined) : undefined}
              />
            ))}
          </Stack>
        </div>
      </div>
    </Box>
  );
}

/** The ids of the (loaded) messages that are the first about their post. */
function firstMessageAboutEachPost(messages: TMessage[]): Set<number> {
  const seen = new Set<number>();
  const first = new Set<number>();
  for (const m of messages) {
    if (!m.post || seen.has(m.post.id)) continue;
    seen.add(m.post.id);
    first.add(m.id);
  }
  return first;
}

function isAtBottom(el: HTMLElement) {
  return el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
}
