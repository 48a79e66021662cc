import { Button, PasswordInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form/form-shell';
import { useFormProblem } from '@/components/form/use-form-problem';
import { serverMessage } from '@/lib/api-error-message';

interface TPasswordConfirmProps {
  submitLabel: string;
  /** Runs the guarded action; a rejection shows the server's message. */
  onConfirm: (password: string) => Promise<unknown>;
  onCancel: () => void;
}

/** Asks for the password again before a two-factor change (Better Auth requires it). */
export function PasswordConfirm({ submitLabel, onConfirm, onCancel }: TPasswordConfirmProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const problem = useFormProblem();
  const form = useForm({
    initialValues: { password: '' },
    // The sentence is in the alert; the field is not marked.
    validate: ({ password }) => (password === '' ? { password: t('rules.resetFieldsRequired') } : {}),
  });
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  const submit = async ({ password }: { password: string }) => {
    problem.refuse(null);
    setPending(true);
    try {
      await onConfirm(password);
    } catch (error) {
      problem.refuse(serverMessage(t, error));
      setPending(false);
    }
  };

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      onInvalid={(errors) => problem.refuse(String(errors.password))}
      busy={pending}
      submitLabel={submitLabel}
      error={problem.error}
      attempt={problem.attempt}
      intro={<Text size="sm">{t('accounts.twoFactor.passwordPrompt')}</Text>}
      actions={
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('accounts.twoFactor.cancel')}
        </Button>
      }
      actionsLayout="inline"
      gap="sm"
      aria-label={submitLabel}
    >
      <PasswordInput
        visibilityToggleButtonProps={{ 'aria-label': t('accounts.fields.passwordVisibility') }}
        ref={inputRef}
        name="password"
        label={t('accounts.fields.password')}
        autoComplete="current-password"
        {...form.getInputProps('password', { withError: false })}
      />
    </FormShell>
  );
}
