import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { FormProblem } from './form-problem';

interface TPasswordConfirmProps {
  submitLabel: string;
  /** Runs the guarded action; a rejection shows the server's message. */
  onConfirm: (password: string) => Promise<unknown>;
  onCancel: () => void;
}

/** Asks for the password again before a two-factor change (Better Auth requires it). */
export function PasswordConfirm({ submitLabel, onConfirm, onCancel }: TPasswordConfirmProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (password === '') {
      setProblem(t('rules.resetFieldsRequired'));
      setAttempt((n) => n + 1);
      return;
    }
    setProblem(null);
    setPending(true);
    try {
      await onConfirm(password);
    } catch (error) {
      setProblem(serverMessage(t, error));
      setAttempt((n) => n + 1);
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        <Text size="sm">{t('accounts.twoFactor.passwordPrompt')}</Text>
        <FormProblem message={problem} attempt={attempt} />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('accounts.fields.passwordVisibility') }}
          ref={inputRef}
          name="password"
          label={t('accounts.fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('accounts.twoFactor.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
