import { resetProblem } from '@common/rules/sign-up';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { useChangePassword } from '../api/change-password';
import { FormProblem } from './form-problem';
import { PasswordChecklist } from './password-checklist';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type TField = keyof typeof EMPTY;

/** Change password: the reset rules and words, plus the current password; other sessions end. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<{ field?: TField; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);

  const refuse = (message: string, field?: TField) => {
    setProblem({ message, field });
    setAttempt((n) => n + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    if (values.currentPassword === '') return refuse(t('rules.resetFieldsRequired'), 'currentPassword');
    const broken = resetProblem({ password: values.newPassword, confirmPassword: values.confirmPassword });
    if (broken) {
      return refuse(
        t(`rules.${broken.key}`),
        broken.field === 'password' ? 'newPassword' : 'confirmPassword',
      );
    }
    setProblem(null);
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('accounts.settings.passwordChanged') });
          setValues(EMPTY);
        },
        onError: (error) => refuse(serverMessage(t, error)),
      },
    );
  };

  const field = (name: TField, label: string, autoComplete: string) => (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('accounts.fields.passwordVisibility') }}
      name={name}
      label={label}
      autoComplete={autoComplete}
      withAsterisk
      aria-required
      error={problem?.field === name}
      value={values[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('accounts.settings.passwordTitle')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('accounts.settings.passwordIntro')}
        </Text>
        <FormProblem message={problem?.message ?? null} attempt={attempt} />
        {field('currentPassword', t('accounts.fields.currentPassword'), 'current-password')}
        {field('newPassword', t('accounts.fields.newPassword'), 'new-password')}
        <PasswordChecklist password={values.newPassword} />
        {field('confirmPassword', t('accounts.fields.confirmNewPassword'), 'new-password')}
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('accounts.settings.passwordSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
