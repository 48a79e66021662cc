import type { TReview } from '@common/contracts/reviews';
import { REVIEW_TEXT_MAX, reviewEditableUntil } from '@common/rules/reviews';
import { Alert, Button, Group, Input, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { useFormat } from '@/lib/format';
import { useWriteReview } from '../api/write-review';
import { reviewDate } from './dates';

export interface TReviewFormProps {
  /** The rated user. */
  revieweeId: string;
  revieweeName: string;
  postId: number;
  postTitle?: string;
  /** The viewer's review when editing it. */
  review?: TReview | null;
  onClose: () => void;
}

/** The dialog to rate someone (1-5 stars, keyboard too, and up to 500 characters) or edit that review. */
export function ReviewForm({
  revieweeId,
  revieweeName,
  postId,
  postTitle,
  review,
  onClose,
}: TReviewFormProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [missing, setMissing] = useState(false);
  const write = useWriteReview();
  const labelId = useId();
  const counterId = useId();

  const pick = (value: number) => {
    setRating(value);
    setMissing(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setMissing(true);
      return;
    }
    const input = review
      ? { kind: 'update' as const, id: review.id, body: { rating, text } }
      : { kind: 'create' as const, body: { post_id: postId, reviewee_id: revieweeId, rating, text } };
    write.mutate(input, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: review ? t('reviews.saved') : t('reviews.sent', { name: revieweeName }),
        });
        onClose();
      },
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        review
          ? t('reviews.editTitle', { name: revieweeName })
          : t('reviews.dialogTitle', { name: revieweeName })
      }
      closeButtonProps={{ 'aria-label': t('reviews.close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {postTitle && (
            <Text size="sm" c="dimmed">
              {t('reviews.about', { title: postTitle })}
            </Text>
          )}
          <Input.Wrapper
            id={labelId}
            label={t('reviews.ratingLabel')}
            required
            error={missing && rating < 1 ? t('reviews.ratingRequired') : undefined}
            labelElement="div"
          >
            {/* Mantine's Rating applies a star on click, Enter or Space; arrow keys move the radios'
                check (a change event): that picks the star too. Enter never submits the form here. */}
            <div
              role="radiogroup"
              aria-labelledby={`${labelId}-label`}
              onChange={(e) => {
                const v = Number((e.target as HTMLInputElement).value);
                if (Number.isInteger(v) && v >= 1) pick(v);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.preventDefault();
              }}
            >
              <Rating
                name="rating"
                value={rating}
                onChange={pick}
                size="lg"
                getSymbolLabel={(v) => t('reviews.star', { count: v })}
              />
            </div>
          </Input.Wrapper>
          <Textarea
            label={t('reviews.textLabel')}
            placeholder={t('reviews.textPlaceholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={REVIEW_TEXT_MAX}
            rows={3}
            aria-describedby={counterId}
          />
          <Text id={counterId} size="xs" c="dimmed" ta="right" mt={-10}>
            {t('reviews.counter', { count: text.length, max: REVIEW_TEXT_MAX })}
          </Text>
          {review && (
            <Text size="xs" c="dimmed">
              {t('reviews.editHint', {
                date: reviewDate(reviewEditableUntil(review.created_at).toISOString(), fmt.locale),
              })}
            </Text>
          )}
          {write.error && (
            <Alert color="red" role="alert">
              {serverMessage(t, write.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('reviews.cancel')}
            </Button>
            <Button type="submit" loading={write.isPending}>
              {review ? t('reviews.save') : t('reviews.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
