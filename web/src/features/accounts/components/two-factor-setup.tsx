import { Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { useVerifyTotp } from '../api/verify-totp';
import { FormProblem } from './form-problem';
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
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const refuse = (message: string) => {
    setProblem(message);
    setAttempt((n) => n + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    const value = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(value)) return refuse(t('accounts.twoFactorStep.codeInvalid'));
    setProblem(null);
    verify.mutate(value, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('accounts.twoFactor.enabled') });
        onDone();
      },
      onError: (error) => refuse(serverMessage(t, error)),
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
      <form onSubmit={submit} noValidate aria-label={t('accounts.twoFactor.turnOn')}>
        <Stack gap="sm">
          <Text size="sm">{t('accounts.twoFactor.confirmText')}</Text>
          <FormProblem message={problem} attempt={attempt} />
          <TextInput
            name="code"
            label={t('accounts.fields.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <Group gap="sm">
            <Button type="submit" loading={verify.isPending}>
              {t('accounts.twoFactor.turnOn')}
            </Button>
            <Button variant="default" onClick={onDone} disabled={verify.isPending}>
              {t('accounts.twoFactor.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
