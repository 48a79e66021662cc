import { REVIEW_TEXT_MAX } from '@common/rules/reviews';
import { Button, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form/form-shell';
import { serverMessage } from '@/lib/api-error-message';
import { useAnswerReview } from '../api/answer-review';

/** The rated user's one public answer to a review (it cannot be changed once sent). */
export function AnswerForm({ reviewId, onDone }: { reviewId: number; onDone: () => void }) {
  const { t } = useTranslation();
  // No check here: an empty answer is the server's to refuse, its sentence in the alert.
  const form = useForm({ initialValues: { text: '' } });
  const answer = useAnswerReview(reviewId);
  const hintId = useId();
  const submit = ({ text }: { text: string }) => {
    answer.mutate(text, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('reviews.answerSent') });
        onDone();
      },
    });
  };
  return (
    <FormShell
      form={form}
      onSubmit={submit}
      busy={answer.isPending}
      submitLabel={t('reviews.answerSend')}
      submitProps={{ size: 'xs' }}
      error={answer.error ? serverMessage(t, answer.error) : null}
      errorAt="bottom"
      actions={
        <Button variant="default" size="xs" onClick={onDone}>
          {t('reviews.cancel')}
        </Button>
      }
      actionsLayout="dialog"
      gap="xs"
    >
      <Textarea
        label={t('reviews.answerLabel')}
        {...form.getInputProps('text')}
        maxLength={REVIEW_TEXT_MAX}
        rows={3}
        aria-describedby={hintId}
        data-autofocus
      />
      <Text id={hintId} size="xs" c="dimmed">
        {t('reviews.answerHint')}{' '}
        {t('reviews.counter', { count: form.values.text.length, max: REVIEW_TEXT_MAX })}
      </Text>
    </FormShell>
  );
}
