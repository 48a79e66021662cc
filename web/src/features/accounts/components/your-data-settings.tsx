import { ZDeleteAccountRequest } from '@common/contracts/account-data';
import { isMessageKey } from '@common/messages';
import { Alert, Button, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form/form-shell';
import { useFormProblem } from '@/components/form/use-form-problem';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/api-error-message';
import { useDeleteAccount } from '../api/delete-account';
import { downloadMyData } from '../api/export-data';
import { useMe } from '../api/get-me';

/**
 * Account Settings' "Your data": download everything PartsYard keeps about the user as
 * one ZIP, and a danger zone to delete the account, confirmed in a dialog that says what goes and
 * what stays, with the password (and the authenticator code when two-factor is on).
 */
export function YourDataSettings() {
  const { t } = useTranslation();
  const me = useMe();
  const [open, setOpen] = useState(false);
  const download = useMutation({
    mutationFn: downloadMyData,
    onSuccess: () => notifications.show({ color: 'green', message: t('dataRights.downloaded') }),
  });
  const dangerId = useId();
  // A 429 carries the server's own sentence (wait a minute); other refusals their usual words.
  const downloadProblem = download.error
    ? isApiError(download.error) && download.error.statusCode === 429 && download.error.message
      ? download.error.message
      : serverMessage(t, download.error)
    : null;

  return (
    <Stack gap="lg">
      <Text>{t('dataRights.intro')}</Text>
      <Stack gap="xs">
        {downloadProblem && (
          <Alert role="alert" color="red" variant="light" title={t('dataRights.downloadFailed')}>
            {downloadProblem}
          </Alert>
        )}
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => download.mutate()}
          loading={download.isPending}
          loaderProps={{ 'aria-label': t('dataRights.downloading') }}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('dataRights.download')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('dataRights.downloadHelp')}
        </Text>
      </Stack>
      <Stack
        component="section"
        aria-labelledby={dangerId}
        gap="xs"
        p="md"
        style={{ border: '1px solid var(--mantine-color-red-7)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Title order={3} size="h4" id={dangerId} c="red.8">
          {t('dataRights.dangerTitle')}
        </Title>
        <Text size="sm">{t('dataRights.dangerText')}</Text>
        <Button
          color="red.9"
          variant="outline"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={() => setOpen(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('dataRights.delete')}
        </Button>
      </Stack>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('dataRights.dialogTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('dataRights.cancel') }}
      >
        {open && (
          <DeleteAccountForm
            twoFactor={Boolean(me.data?.user.twoFactorEnabled)}
            onCancel={() => setOpen(false)}
          />
        )}
      </Modal>
    </Stack>
  );
}

function DeleteAccountForm({ twoFactor, onCancel }: { twoFactor: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const problem = useFormProblem();
  const form = useForm({
    initialValues: { password: '', code: '' },
    // The contract's reason is said in the alert, not beside the field.
    validate: schemaResolver(ZDeleteAccountRequest, { sync: true }),
  });

  const submit = ({ password, code }: { password: string; code: string }) => {
    problem.refuse(null);
    remove.mutate(
      { password, ...(twoFactor ? { code } : {}) },
      { onError: (error) => problem.refuse(serverMessage(t, error)) },
    );
  };

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      onInvalid={(errors) => {
        const reason = String(Object.values(errors)[0]);
        problem.refuse(isMessageKey(reason) ? t(`rules.${reason}`) : null);
      }}
      busy={remove.isPending}
      submitLabel={t('dataRights.confirm')}
      submitProps={{ color: 'red.8' }}
      error={problem.error}
      attempt={problem.attempt}
      intro={
        <>
          <div>
            <Title order={3} size="h5">
              {t('dataRights.goesTitle')}
            </Title>
            <Text size="sm">{t('dataRights.goes')}</Text>
          </div>
          <div>
            <Title order={3} size="h5">
              {t('dataRights.staysTitle')}
            </Title>
            <Text size="sm">{t('dataRights.stays')}</Text>
          </div>
          <Text size="sm" c="dimmed">
            {t('dataRights.downloadFirst')}
          </Text>
        </>
      }
      actions={
        <Button variant="default" onClick={onCancel} disabled={remove.isPending}>
          {t('dataRights.cancel')}
        </Button>
      }
      actionsLayout="dialog"
      aria-label={t('dataRights.dialogTitle')}
    >
      <PasswordInput
        visibilityToggleButtonProps={{ 'aria-label': t('accounts.fields.passwordVisibility') }}
        name="password"
        label={t('dataRights.password')}
        autoComplete="current-password"
        data-autofocus
        {...form.getInputProps('password', { withError: false })}
      />
      {twoFactor && (
        <TextInput
          name="code"
          label={t('dataRights.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          {...form.getInputProps('code', { withError: false })}
        />
      )}
    </FormShell>
  );
}
