import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from './password-checklist';

/** One of the two fields: its name and label, and what the form gives it (value, onChange, error). */
interface TNewPasswordField extends GetInputPropsReturnType {
  name: string;
  label: string;
  error?: ReactNode;
}

/**
 * A new password and its confirmation, with the live checklist of the password rules between them
 * (registration, reset, change).
 */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: TNewPasswordField;
  confirm: TNewPasswordField;
}) {
  const { t } = useTranslation();
  const shared = {
    visibilityToggleButtonProps: { 'aria-label': t('accounts.fields.passwordVisibility') },
    autoComplete: 'new-password',
    withAsterisk: true,
    'aria-required': true,
  } as const;
  return (
    <>
      <PasswordInput {...shared} {...password} />
      <PasswordChecklist password={String(password.value ?? '')} />
      <PasswordInput {...shared} {...confirm} />
    </>
  );
}
