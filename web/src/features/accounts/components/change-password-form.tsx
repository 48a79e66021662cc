import { resetProblem } from '@common/rules/sign-up';
import { PasswordInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form/form-shell';
import { useFormProblem } from '@/components/form/use-form-problem';
import { serverMessage } from '@/lib/api-error-message';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type TFields = typeof EMPTY;

/** The first rule broken: the current password first, then the reset rules on the new one. */
function changeProblem(v: TFields) {
  if (v.currentPassword === '') return { field: 'currentPassword', key: 'resetFieldsRequired' } as const;
  const broken = resetProblem({ password: v.newPassword, confirmPassword: v.confirmPassword });
  if (!broken) return undefined;
  return { field: broken.field === 'password' ? 'newPassword' : 'confirmPassword', key: broken.key } as const;
}

/** Change password: the reset rules and words, plus the current password; other sessions end. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const problem = useFormProblem();
  const form = useForm<TFields>({
    initialValues: EMPTY,
    // The field stays marked until the next attempt; the sentence is in the alert.
    clearInputErrorOnChange: false,
    validate: (values) => {
      const broken = changeProblem(values);
      return broken ? { [broken.field]: true } : {};
    },
  });

  const submit = (values: TFields) => {
    problem.refuse(null);
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('accounts.settings.passwordChanged') });
          form.setValues(EMPTY);
        },
        onError: (error) => problem.refuse(serverMessage(t, error)),
      },
    );
  };

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      onInvalid={(_errors, values) => {
        const broken = changeProblem(values);
        if (broken) problem.refuse(t(`rules.${broken.key}`));
      }}
      busy={change.isPending}
      submitLabel={t('accounts.settings.passwordSubmit')}
      error={problem.error}
      attempt={problem.attempt}
      intro={
        <Text size="sm" c="dimmed">
          {t('accounts.settings.passwordIntro')}
        </Text>
      }
      aria-label={t('accounts.settings.passwordTitle')}
    >
      <PasswordInput
        visibilityToggleButtonProps={{ 'aria-label': t('accounts.fields.passwordVisibility') }}
        name="currentPassword"
        label={t('accounts.fields.currentPassword')}
        autoComplete="current-password"
        withAsterisk
        aria-required
        {...form.getInputProps('currentPassword')}
      />
      <NewPasswordFields
        password={{
          name: 'newPassword',
          label: t('accounts.fields.newPassword'),
          ...form.getInputProps('newPassword'),
        }}
        confirm={{
          name: 'confirmPassword',
          label: t('accounts.fields.confirmNewPassword'),
          ...form.getInputProps('confirmPassword'),
        }}
      />
    </FormShell>
  );
}
