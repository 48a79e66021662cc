import { MESSAGE_MAX } from '@common/constants';
import { ZSendMessageRequest } from '@common/contracts/messages';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '@/components/form/contract-resolver';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/api-error-message';
import { useSendMessage } from '../api/send-message';

interface TComposerProps {
  receiverId: string;
  receiverName: string;
  myId: string;
  /** The post the next message asks about (the conversation was opened from its page). */
  postId?: number;
  /** Called after a message about `postId` was sent. */
  onPostSent?: () => void;
}

/** Read out, not shown: the description stays off screen so the box keeps its one line. */
const OFF_SCREEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Show the count from this many characters on, before the limit is reached. */
const COUNT_FROM = MESSAGE_MAX - 200;

const ZContent = ZSendMessageRequest.pick({ content: true });

/**
 * The message box: Enter or Send sends, Shift+Enter adds a line. An empty message is refused with
 * the spec's words; a message that fails to send stays in the box with the reason.
 */
export function Composer({ receiverId, receiverName, myId, postId, onPostSent }: TComposerProps) {
  const { t } = useTranslation();
  // The message contract's checks (empty, too long), said beside the box as the server's refusal is.
  const form = useForm({ initialValues: { content: '' }, validate: contractResolver(ZContent, t) });
  const send = useSendMessage(receiverId, myId);
  const length = form.values.content.trim().length;
  const tooLong = length > MESSAGE_MAX;
  const error = form.errors.content;

  const sendContent = (values: { content: string }) => {
    const content = values.content.trim();
    send.mutate(
      { content, postId },
      {
        onSuccess: () => {
          form.setFieldValue('content', (now) => (now.trim() === content ? '' : now));
          if (postId !== undefined) onPostSent?.();
        },
        onError: (err) => {
          // The server's own sentence when it has one (a block, the sending rate), else the generic words.
          const reason = isApiError(err) && err.code === 'RATE_LIMITED' ? err.message : serverMessage(t, err);
          form.setFieldError('content', t('messages.sendFailed', { reason }));
        },
      },
    );
  };
  // Not the form shell: the box and its Send button stand in one row, the reason under the box.
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (send.isPending) return;
    form.onSubmit(sendContent)();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <Stack
      component="form"
      onSubmit={submit}
      gap={4}
      p="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <Textarea
          aria-label={t('messages.composerLabel', { name: receiverName })}
          // Short enough for one line on a phone in either language; autosize then grows with the text.
          placeholder={t('messages.placeholder')}
          description={t('messages.composerHint')}
          styles={{ description: OFF_SCREEN }}
          {...form.getInputProps('content', { withError: false })}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={5}
          style={{ flex: 1 }}
          // Mantine links its error to the box (aria-describedby); role=alert has it read out at once.
          error={error ? <span role="alert">{error}</span> : tooLong}
        />
        <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />}>
          {t('messages.send')}
        </Button>
      </Group>
      {length >= COUNT_FROM && (
        <Text size="xs" c={tooLong ? 'red.8' : 'dimmed'} aria-live="polite">
          {t('messages.counter', { count: length, max: MESSAGE_MAX })}
        </Text>
      )}
    </Stack>
  );
}
