import { PASSWORD_RESET_REDIRECT_MS } from '@common/constants';
import { resetProblem, type TResetFields } from '@common/rules/sign-up';
import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormShell } from '@/components/form/form-shell';
import { PATHS } from '@/config/routes';
import { serverMessage } from '@/lib/api-error-message';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

interface TResetPasswordFormProps {
  email: string;
  token: string;
}

/**
 * New password twice, checked with the spec's reset rules (resetProblem: the first one broken);
 * problems in red text; success says so, then goes to /auth after 3 seconds.
 */
export function ResetPasswordForm({ email, token }: TResetPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TResetFields>({
    initialValues: { password: '', confirmPassword: '' },
    // The field stays marked until the next attempt; the sentence is below the fields.
    clearInputErrorOnChange: false,
    validate: (values) => {
      const broken = resetProblem(values);
      return broken ? { [broken.field]: true } : {};
    },
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate(PATHS.auth), PASSWORD_RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (reset.isSuccess) {
    return (
      <Stack gap="xs" role="status">
        <Text fw={600}>{t('rules.resetSuccess')}</Text>
        <Text size="sm">{t('accounts.reset.redirecting')}</Text>
      </Stack>
    );
  }

  return (
    <FormShell
      form={form}
      onSubmit={(values) => {
        setProblem(null);
        reset.mutate(
          { email, token, ...values },
          { onError: (error) => setProblem(serverMessage(t, error)) },
        );
      }}
      onInvalid={(_errors, values) => {
        const broken = resetProblem(values);
        if (broken) setProblem(t(`rules.${broken.key}`));
      }}
      busy={reset.isPending}
      submitLabel={t('accounts.reset.submit')}
      aria-label={t('accounts.reset.title')}
    >
      <NewPasswordFields
        password={{
          name: 'password',
          label: t('accounts.fields.newPassword'),
          ...form.getInputProps('password'),
        }}
        confirm={{
          name: 'confirmPassword',
          label: t('accounts.fields.confirmResetPassword'),
          ...form.getInputProps('confirmPassword'),
        }}
      />
      {problem && (
        <Text c="red.8" role="alert" fw={500}>
          {problem}
        </Text>
      )}
    </FormShell>
  );
}
