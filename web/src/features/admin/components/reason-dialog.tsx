import { ADMIN_REASON_MAX, ZSuspendUserBody } from '@common/contracts/admin-users';
import { Button, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '@/components/form/contract-resolver';
import { FormDialog } from '@/components/form/form-dialog';
import { FormShell } from '@/components/form/form-shell';

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
  const form = useForm({
    initialValues: { reason: '' },
    // The server asks for it too; saying so here saves a round trip (suspend and delete take the
    // same reason).
    validate: contractResolver(ZSuspendUserBody, t),
  });
  return (
    <FormDialog title={title} closeLabel={t('admin.users.close')} onClose={onClose}>
      <FormShell
        form={form}
        onSubmit={({ reason }) => onConfirm(reason.trim())}
        busy={pending}
        submitLabel={confirmLabel}
        submitProps={{ color: 'red.8' }}
        actions={
          <Button variant="default" onClick={onClose}>
            {t('admin.users.cancel')}
          </Button>
        }
        actionsLayout="dialog"
      >
        <Text size="sm">{text}</Text>
        <Textarea
          label={t('admin.users.reasonLabel')}
          {...form.getInputProps('reason')}
          maxLength={ADMIN_REASON_MAX}
          required
          rows={3}
          data-autofocus
        />
      </FormShell>
    </FormDialog>
  );
}
