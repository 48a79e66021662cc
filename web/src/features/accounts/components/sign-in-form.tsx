import { Anchor, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form/form-shell';
import { useFormProblem } from '@/components/form/use-form-problem';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/api-error-message';
import { useSignIn } from '../api/sign-in';
import { UnverifiedNotice } from './unverified-notice';

interface TSignInFormProps {
  /** The address typed before (the forgot-password form shares it). */
  initialEmail: string;
  onEmailChange: (email: string) => void;
  onTwoFactor: () => void;
  onForgot: () => void;
}

/** Email and password; the backend's message in an alert on failure (docs/PRODUCT.md §8). */
export function SignInForm({ initialEmail, onEmailChange, onTwoFactor, onForgot }: TSignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const problem = useFormProblem();
  const [unverified, setUnverified] = useState(false);
  const form = useForm({
    initialValues: { email: initialEmail, password: '' },
    // Both are needed; the sentence is in the alert, the fields are not marked.
    validate: (v) => (v.email.trim() === '' || v.password === '' ? { email: 'credentialsRequired' } : {}),
    onValuesChange: (values, previous) => {
      if (values.email !== previous.email) onEmailChange(values.email);
    },
  });
  const email = form.values.email.trim();

  const submit = ({ password }: { password: string }) => {
    setUnverified(false);
    problem.refuse(null);
    signIn.mutate(
      { email, password },
      {
        // A plain sign-in needs nothing here: the session arrives and the page moves on.
        onSuccess: (answer) => {
          if (answer.twoFactorRedirect) onTwoFactor();
        },
        onError: (error) => {
          if (isApiError(error) && error.sourceCode === 'EMAIL_NOT_VERIFIED') setUnverified(true);
          else problem.refuse(serverMessage(t, error));
        },
      },
    );
  };

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      onInvalid={() => {
        setUnverified(false);
        problem.refuse(t('rules.credentialsRequired'));
      }}
      busy={signIn.isPending}
      submitLabel={t('accounts.signIn.submit')}
      error={problem.error}
      attempt={problem.attempt}
      actions={
        <Anchor component="button" type="button" size="sm" onClick={onForgot}>
          {t('accounts.signIn.forgotLink')}
        </Anchor>
      }
      aria-label={t('accounts.signIn.formLabel')}
    >
      {unverified && <UnverifiedNotice email={email} />}
      <TextInput
        name="email"
        label={t('accounts.fields.email')}
        type="email"
        autoComplete="username"
        {...form.getInputProps('email', { withError: false })}
      />
      <PasswordInput
        visibilityToggleButtonProps={{ 'aria-label': t('accounts.fields.passwordVisibility') }}
        name="password"
        label={t('accounts.fields.password')}
        autoComplete="current-password"
        {...form.getInputProps('password')}
      />
    </FormShell>
  );
}
