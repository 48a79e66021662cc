import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/api-error-message';
import { useSignIn } from '../api/sign-in';
import { FormProblem } from './form-problem';
import { UnverifiedNotice } from './unverified-notice';

interface TSignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onTwoFactor: () => void;
  onForgot: () => void;
}

/** Email and password; the backend's message in an alert on failure (SPEC.md section 8). */
export function SignInForm({ email, onEmailChange, onTwoFactor, onForgot }: TSignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [unverified, setUnverified] = useState(false);

  const refuse = (message: string | null) => {
    setProblem(message);
    setAttempt((n) => n + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    setUnverified(false);
    if (email.trim() === '' || password === '') return refuse(t('rules.credentialsRequired'));
    refuse(null);
    signIn.mutate(
      { email: email.trim(), password },
      {
        // A plain sign-in needs nothing here: the session arrives and the page moves on.
        onSuccess: (answer) => {
          if (answer.twoFactorRedirect) onTwoFactor();
        },
        onError: (error) => {
          if (isApiError(error) && error.sourceCode === 'EMAIL_NOT_VERIFIED') setUnverified(true);
          else refuse(serverMessage(t, error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('accounts.signIn.formLabel')}>
      <Stack gap="md">
        <FormProblem message={problem} attempt={attempt} />
        {unverified && <UnverifiedNotice email={email.trim()} />}
        <TextInput
          name="email"
          label={t('accounts.fields.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => onEmailChange(e.currentTarget.value)}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('accounts.fields.passwordVisibility') }}
          name="password"
          label={t('accounts.fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Group justify="space-between" align="center">
          <Button type="submit" loading={signIn.isPending}>
            {t('accounts.signIn.submit')}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={onForgot}>
            {t('accounts.signIn.forgotLink')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
