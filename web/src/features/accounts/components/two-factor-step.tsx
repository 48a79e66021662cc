import { Anchor, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form/form-shell';
import { useFormProblem } from '@/components/form/use-form-problem';
import { serverMessage } from '@/lib/api-error-message';
import { useVerifyBackupCode } from '../api/verify-backup-code';
import { useVerifyTotp } from '../api/verify-totp';
import { isTotpCode, typedCode } from '../two-factor-code';

/** The second sign-in step: a code from the authenticator app, or one of the recovery codes. */
export function TwoFactorStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const totp = useVerifyTotp();
  const backup = useVerifyBackupCode();
  const problem = useFormProblem();
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useForm({
    initialValues: { code: '' },
    // The sentence is in the alert; the field is not marked.
    validate: ({ code }) => {
      if (!useRecovery && !isTotpCode(code)) return { code: t('accounts.twoFactorStep.codeInvalid') };
      if (useRecovery && typedCode(code) === '')
        return { code: t('accounts.twoFactorStep.recoveryRequired') };
      return {};
    },
  });
  const pending = totp.isPending || backup.isPending;
  const codeRef = useRef<HTMLInputElement>(null);

  // The step replaced the sign-in form (and the switch swaps the field): focus the code to type.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refocus when the field is swapped
  useEffect(() => codeRef.current?.focus(), [useRecovery]);

  const submit = ({ code }: { code: string }) => {
    problem.refuse(null);
    // Success refreshes the session; the sign-in page then moves on by itself.
    const verify = useRecovery ? backup : totp;
    verify.mutate(typedCode(code), { onError: (error) => problem.refuse(serverMessage(t, error)) });
  };
  const codeProps = { ref: codeRef, name: 'code', ...form.getInputProps('code', { withError: false }) };

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      onInvalid={(errors) => problem.refuse(String(errors.code))}
      busy={pending}
      submitLabel={t('accounts.twoFactorStep.submit')}
      error={problem.error}
      attempt={problem.attempt}
      intro={
        <>
          <Title order={2} size="h3" id="two-factor-title">
            {t('accounts.twoFactorStep.title')}
          </Title>
          <Text>
            {useRecovery ? t('accounts.twoFactorStep.recoveryIntro') : t('accounts.twoFactorStep.intro')}
          </Text>
        </>
      }
      actions={
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('accounts.twoFactorStep.back')}
        </Anchor>
      }
      aria-labelledby="two-factor-title"
    >
      {useRecovery ? (
        <TextInput
          key="recovery"
          {...codeProps}
          label={t('accounts.fields.recoveryCode')}
          autoComplete="off"
          spellCheck={false}
        />
      ) : (
        <TextInput
          key="totp"
          {...codeProps}
          label={t('accounts.fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
      )}
      <Switch
        label={t('accounts.twoFactorStep.useRecovery')}
        checked={useRecovery}
        onChange={(e) => {
          setUseRecovery(e.currentTarget.checked);
          form.setFieldValue('code', '');
          problem.refuse(null);
        }}
      />
    </FormShell>
  );
}
