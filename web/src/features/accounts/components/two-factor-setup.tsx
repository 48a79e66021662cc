import { Button, Code, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form/form-shell';
import { useFormProblem } from '@/components/form/use-form-problem';
import { serverMessage } from '@/lib/api-error-message';
import { useVerifyTotp } from '../api/verify-totp';
import { isTotpCode, typedCode } from '../two-factor-code';
import { RecoveryCodes } from './recovery-codes';
import { TotpQrCode } from './totp-qr-code';

interface TTwoFactorSetupProps {
  totpURI: string;
  backupCodes: string[];
  onDone: () => void;
}

/** The secret's key from its otpauth:// URI, for typing into an app by hand. */
export function totpSecret(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/**
 * Two-factor set-up: the QR code and key for the app, the recovery codes, and a code from the app
 * to confirm. Only that confirmation turns two-factor on.
 */
export function TwoFactorSetup({ totpURI, backupCodes, onDone }: TTwoFactorSetupProps) {
  const { t } = useTranslation();
  const verify = useVerifyTotp();
  const secretLabelId = useId();
  const problem = useFormProblem();
  const form = useForm({
    initialValues: { code: '' },
    // The sentence is in the alert; the field is not marked.
    validate: ({ code }) => (isTotpCode(code) ? {} : { code: t('accounts.twoFactorStep.codeInvalid') }),
  });

  const submit = ({ code }: { code: string }) => {
    problem.refuse(null);
    verify.mutate(typedCode(code), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('accounts.twoFactor.enabled') });
        onDone();
      },
      onError: (error) => problem.refuse(serverMessage(t, error)),
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('accounts.twoFactor.scan')}</Text>
      <TotpQrCode uri={totpURI} />
      <div>
        <Text size="sm" id={secretLabelId}>
          {t('accounts.twoFactor.secretLabel')}
        </Text>
        <Code
          block
          aria-labelledby={secretLabelId}
          data-testid="totp-secret"
          style={{ wordBreak: 'break-all', letterSpacing: '0.05em' }}
        >
          {totpSecret(totpURI)}
        </Code>
      </div>
      <RecoveryCodes codes={backupCodes} />
      <FormShell
        form={form}
        onSubmit={submit}
        onInvalid={(errors) => problem.refuse(String(errors.code))}
        busy={verify.isPending}
        submitLabel={t('accounts.twoFactor.turnOn')}
        error={problem.error}
        attempt={problem.attempt}
        intro={<Text size="sm">{t('accounts.twoFactor.confirmText')}</Text>}
        actions={
          <Button variant="default" onClick={onDone} disabled={verify.isPending}>
            {t('accounts.twoFactor.cancel')}
          </Button>
        }
        actionsLayout="inline"
        gap="sm"
        aria-label={t('accounts.twoFactor.turnOn')}
      >
        <TextInput
          name="code"
          label={t('accounts.fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.getInputProps('code', { withError: false })}
        />
      </FormShell>
    </Stack>
  );
}
