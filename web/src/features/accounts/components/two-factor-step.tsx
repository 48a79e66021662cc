import { Anchor, Button, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { useVerifyBackupCode } from '../api/verify-backup-code';
import { useVerifyTotp } from '../api/verify-totp';
import { FormProblem } from './form-problem';

const TOTP_CODE = /^\d{6}$/;

/** The second sign-in step: a code from the authenticator app, or one of the recovery codes. */
export function TwoFactorStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const totp = useVerifyTotp();
  const backup = useVerifyBackupCode();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const pending = totp.isPending || backup.isPending;
  const codeRef = useRef<HTMLInputElement>(null);

  // The step replaced the sign-in form (and the switch swaps the field): focus the code to type.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refocus when the field is swapped
  useEffect(() => codeRef.current?.focus(), [useRecovery]);

  const refuse = (message: string | null) => {
    setProblem(message);
    setAttempt((n) => n + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const value = code.replace(/\s/g, '');
    if (!useRecovery && !TOTP_CODE.test(value)) return refuse(t('accounts.twoFactorStep.codeInvalid'));
    if (useRecovery && value === '') return refuse(t('accounts.twoFactorStep.recoveryRequired'));
    refuse(null);
    // Success refreshes the session; the sign-in page then moves on by itself.
    const verify = useRecovery ? backup : totp;
    verify.mutate(value, { onError: (error) => refuse(serverMessage(t, error)) });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="two-factor-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="two-factor-title">
          {t('accounts.twoFactorStep.title')}
        </Title>
        <Text>
          {useRecovery ? t('accounts.twoFactorStep.recoveryIntro') : t('accounts.twoFactorStep.intro')}
        </Text>
        <FormProblem message={problem} attempt={attempt} />
        {useRecovery ? (
          <TextInput
            key="recovery"
            ref={codeRef}
            name="code"
            label={t('accounts.fields.recoveryCode')}
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
        ) : (
          <TextInput
            key="totp"
            ref={codeRef}
            name="code"
            label={t('accounts.fields.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
        )}
        <Switch
          label={t('accounts.twoFactorStep.useRecovery')}
          checked={useRecovery}
          onChange={(e) => {
            setUseRecovery(e.currentTarget.checked);
            setCode('');
            setProblem(null);
          }}
        />
        <Group justify="space-between" align="center">
          <Button type="submit" loading={pending}>
            {t('accounts.twoFactorStep.submit')}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('accounts.twoFactorStep.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
