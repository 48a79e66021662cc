import { ADMIN_REASON_MAX } from '@common/contracts/admin-users';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TReasonDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** A confirmation that asks for a reason (required, kept in the audit log): suspend, delete. */
export function ReasonDialog({ title, text, confirmLabel, pending, onConfirm, onClose }: TReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server asks for it too; saying so here saves a round trip.
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('admin.users.close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{text}</Text>
          <Textarea
            label={t('admin.users.reasonLabel')}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t('rules.adminReasonRequired') : undefined}
            maxLength={ADMIN_REASON_MAX}
            required
            rows={3}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('admin.users.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
