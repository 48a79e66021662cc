import { REVIEW_REMOVE_REASON_MAX } from '@common/rules/reviews';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { useRemoveReview } from '../api/remove-review';

/** An admin's Remove: the reason is required and kept in the audit log. */
export function RemoveReviewDialog({ reviewId, onClose }: { reviewId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const remove = useRemoveReview(reviewId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server asks for it too; saying so here saves a round trip.
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    remove.mutate(reason, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('reviews.removed') });
        onClose();
      },
    });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('reviews.removeTitle')}
      closeButtonProps={{ 'aria-label': t('reviews.close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label={t('reviews.removeReasonLabel')}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t('rules.reviewRemoveReasonRequired') : undefined}
            maxLength={REVIEW_REMOVE_REASON_MAX}
            required
            rows={3}
            data-autofocus
          />
          {remove.error && (
            <Alert color="red" role="alert">
              {serverMessage(t, remove.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('reviews.cancel')}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              {t('reviews.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
