import type { TMessage, TMessagePost } from '@common/contracts/messages';
import { Alert, Box, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SAFETY_TIPS } from '@/components/ui/safety-tips';
import { fullTime, useTimeLocale } from '../format-time';
import { PostChip } from './post-chip';
import { ReportMessageButton } from './report-message';

/**
 * One message. Its content is text, shown as text (line breaks kept), never as HTML; `post`, the
 * post it is the first message about, is marked beside it. A received message that matched a
 * scam pattern comes with a warning and the safety tips; a received one can be reported.
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
  const locale = useTimeLocale();
  return (
    <Box
      component="li"
      style={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}
    >
      {post && <PostChip post={post} mine={mine} />}
      {!mine && message.warning && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          maw="80%"
          mb={4}
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('messages.scamWarningTitle')}
        >
          <Text size="sm">{t('messages.scamWarningText')}</Text>
          <Box component="ul" m={0} mt={4} pl="md">
            {SAFETY_TIPS.map((tip) => (
              <Text component="li" size="sm" key={tip}>
                {t(`safety.${tip}`)}
              </Text>
            ))}
          </Box>
        </Alert>
      )}
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
      <Group gap={4} px={4}>
        <Text size="xs" c="dimmed">
          {t('messages.sentAt', {
            who: mine ? t('messages.you') : otherName,
            time: fullTime(message.created_at, locale),
          })}
        </Text>
        {!mine && <ReportMessageButton messageId={message.id} />}
      </Group>
    </Box>
  );
}
