import { PASSWORD_RESET_REDIRECT_MS } from '@common/constants';
import { resetProblem, type TResetFields } from '@common/rules/sign-up';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '@/config/routes';
import { serverMessage } from '@/lib/api-error-message';
import { useResetPassword } from '../api/reset-password';
import { PasswordChecklist } from './password-checklist';

interface TResetPasswordFormProps {
  email: string;
  token: string;
}

/**
 * New password twice, checked with the spec's reset rules (resetProblem); problems in red text
 * (SPEC.md section 8); success says so, then goes to /auth after 3 seconds.
 */
export function ResetPasswordForm({ email, token }: TResetPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [values, setValues] = useState<TResetFields>({ password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<{ field?: keyof TResetFields; message: string } | null>(null);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate(PATHS.auth), PASSWORD_RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending || reset.isSuccess) return;
    const broken = resetProblem(values);
    if (broken) return setProblem({ field: broken.field, message: t(`rules.${broken.key}`) });
    setProblem(null);
    reset.mutate(
      { email, token, ...values },
      { onError: (error) => setProblem({ message: serverMessage(t, error) }) },
    );
  };

  if (reset.isSuccess) {
    return (
      <Stack gap="xs" role="status">
        <Text fw={600}>{t('rules.resetSuccess')}</Text>
        <Text size="sm">{t('accounts.reset.redirecting')}</Text>
      </Stack>
    );
  }

  const set = (name: keyof TResetFields) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('accounts.reset.title')}>
      <Stack gap="md">
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('accounts.fields.passwordVisibility') }}
          name="password"
          label={t('accounts.fields.newPassword')}
          autoComplete="new-password"
          withAsterisk
          aria-required
          error={problem?.field === 'password'}
          value={values.password}
          onChange={set('password')}
        />
        <PasswordChecklist password={values.password} />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('accounts.fields.passwordVisibility') }}
          name="confirmPassword"
          label={t('accounts.fields.confirmResetPassword')}
          autoComplete="new-password"
          withAsterisk
          aria-required
          error={problem?.field === 'confirmPassword'}
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
        />
        {problem && (
          <Text c="red.8" role="alert" fw={500}>
            {problem.message}
          </Text>
        )}
        <Button type="submit" loading={reset.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('accounts.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
