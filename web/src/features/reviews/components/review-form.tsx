import type { TReview } from '@common/contracts/reviews';
import { REVIEW_TEXT_MAX, reviewEditableUntil } from '@common/rules/reviews';
import { Button, Input, Rating, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { FormShell } from '@/components/form/form-shell';
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
  const form = useForm({
    initialValues: { rating: review?.rating ?? 0, text: review?.text ?? '' },
    // The form's own check, not the review contract's: the rate button is on pages that load no zod
    // (app/first-pages-no-zod.test.ts). The text cannot pass its limit (maxLength).
    validate: { rating: (value) => (value < 1 ? t('reviews.ratingRequired') : null) },
  });
  const { rating, text } = form.values;
  const write = useWriteReview();
  const labelId = useId();
  const counterId = useId();

  // Picking a star takes the 'choose a rating' sentence away.
  const pick = (value: number) => form.setFieldValue('rating', value);

  const submit = ({ rating, text }: { rating: number; text: string }) => {
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
    <FormDialog
      title={
        review
          ? t('reviews.editTitle', { name: revieweeName })
          : t('reviews.dialogTitle', { name: revieweeName })
      }
      closeLabel={t('reviews.close')}
      onClose={onClose}
    >
      <FormShell
        form={form}
        onSubmit={submit}
        busy={write.isPending}
        submitLabel={review ? t('reviews.save') : t('reviews.submit')}
        error={write.error ? serverMessage(t, write.error) : null}
        errorAt="bottom"
        actions={
          <Button variant="default" onClick={onClose}>
            {t('reviews.cancel')}
          </Button>
        }
        actionsLayout="dialog"
      >
        {postTitle && (
          <Text size="sm" c="dimmed">
            {t('reviews.about', { title: postTitle })}
          </Text>
        )}
        <Input.Wrapper
          id={labelId}
          label={t('reviews.ratingLabel')}
          required
          error={form.errors.rating}
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
          {...form.getInputProps('text')}
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
      </FormShell>
    </FormDialog>
  );
}
