import { REVIEW_TEXT_MAX } from '@common/rules/reviews';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { useAnswerReview } from '../api/answer-review';

/** The rated user's one public answer to a review (it cannot be changed once sent). */
export function AnswerForm({ reviewId, onDone }: { reviewId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const answer = useAnswerReview(reviewId);
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate(text, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('reviews.answerSent') });
        onDone();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('reviews.answerLabel')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={REVIEW_TEXT_MAX}
          rows={3}
          aria-describedby={hintId}
          data-autofocus
        />
        <Text id={hintId} size="xs" c="dimmed">
          {t('reviews.answerHint')} {t('reviews.counter', { count: text.length, max: REVIEW_TEXT_MAX })}
        </Text>
        {answer.error && (
          <Alert color="red" role="alert">
            {serverMessage(t, answer.error)}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={onDone}>
            {t('reviews.cancel')}
          </Button>
          <Button type="submit" size="xs" loading={answer.isPending}>
            {t('reviews.answerSend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
