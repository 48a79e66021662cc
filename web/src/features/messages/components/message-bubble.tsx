import type { TMessage, TMessagePost } from '@common/contracts/messages';
import { Box, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullTime } from '../format-time';
import { PostChip } from './post-chip';

/**
 * One message. Its content is text, shown as text (line breaks kept), never as HTML; `post`, the
 * post it is the first message about, is marked beside it.
 */
export function MessageBubble({
  message,
  mine,
  otherName,
  post,
}: {
  message: TMessage;
  mine: boolean;
  otherName: string;
  post?: TMessagePost;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      style={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}
    >
      {post && <PostChip post={post} mine={mine} />}
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="80%"
        bg={mine ? 'highlight.1' : 'gray.1'}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        <Text size="sm" c="dark.9">
          {message.content}
        </Text>
      </Paper>
      <Text size="xs" c="dimmed" px={4}>
        {t('messages.sentAt', {
          who: mine ? t('messages.you') : otherName,
          time: fullTime(message.created_at),
        })}
      </Text>
    </Box>
  );
}
