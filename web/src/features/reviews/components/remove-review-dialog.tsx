import { REVIEW_REMOVE_REASON_MAX } from '@common/rules/reviews';
import { Button, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { FormShell } from '@/components/form/form-shell';
import { serverMessage } from '@/lib/api-error-message';
import { useRemoveReview } from '../api/remove-review';

/** An admin's Remove: the reason is required and kept in the audit log. */
export function RemoveReviewDialog({ reviewId, onClose }: { reviewId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { reason: '' },
    // The server asks for it too; saying so here saves a round trip. The form's own check, not the
    // removal contract's: reviews show on pages that load no zod (app/first-pages-no-zod.test.ts).
    validate: {
      reason: (value) => (value.trim() === '' ? t('rules.reviewRemoveReasonRequired') : null),
    },
  });
  const remove = useRemoveReview(reviewId);
  const submit = ({ reason }: { reason: string }) => {
    remove.mutate(reason, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('reviews.removed') });
        onClose();
      },
    });
  };
  return (
    <FormDialog title={t('reviews.removeTitle')} closeLabel={t('reviews.close')} onClose={onClose}>
      <FormShell
        form={form}
        onSubmit={submit}
        busy={remove.isPending}
        submitLabel={t('reviews.removeConfirm')}
        submitProps={{ color: 'red' }}
        error={remove.error ? serverMessage(t, remove.error) : null}
        errorAt="bottom"
        actions={
          <Button variant="default" onClick={onClose}>
            {t('reviews.cancel')}
          </Button>
        }
        actionsLayout="dialog"
      >
        <Textarea
          label={t('reviews.removeReasonLabel')}
          {...form.getInputProps('reason')}
          maxLength={REVIEW_REMOVE_REASON_MAX}
          required
          rows={3}
          data-autofocus
        />
      </FormShell>
    </FormDialog>
  );
}
