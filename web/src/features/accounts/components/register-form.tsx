import { signUpProblem, type TSignUpFields } from '@common/rules/sign-up';
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { useSignUp } from '../api/sign-up';
import { FormProblem } from './form-problem';
import { PasswordChecklist } from './password-checklist';
import { TermsModal } from './terms-modal';

const EMPTY: TSignUpFields = { email: '', password: '', confirmPassword: '', terms: false };

/**
 * Registration: the spec's rules checked in its order (signUpProblem), one alert for the first one
 * broken, then the server (which checks them again). Success replaces the form with its message.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TSignUpFields>(EMPTY);
  const [problem, setProblem] = useState<{ field?: keyof TSignUpFields; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState(false);
  const [termsOpened, terms] = useDisclosure(false);

  const refuse = (message: string, field?: keyof TSignUpFields) => {
    setProblem({ field, message });
    setAttempt((n) => n + 1);
    // Take keyboard and screen-reader users to the field to fix.
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const broken = signUpProblem(values);
    if (broken) return refuse(t(`rules.${broken.key}`), broken.field);
    setProblem(null);
    signUp.mutate(values, {
      onSuccess: () => setDone(true),
      onError: (error) => refuse(serverMessage(t, error)),
    });
  };

  if (done) {
    return (
      <Alert role="status" color="green" variant="light" icon={<IconMailCheck aria-hidden />}>
        {t('rules.signUpSuccess')}
      </Alert>
    );
  }

  const set = <K extends keyof TSignUpFields>(name: K, value: TSignUpFields[K]) =>
    setValues((v) => ({ ...v, [name]: value }));
  const invalid = (field: keyof TSignUpFields) => problem?.field === field;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('accounts.register.title')}>
      <Stack gap="md">
        <FormProblem message={problem?.message ?? null} attempt={attempt} />
        <TextInput
          name="email"
          label={t('accounts.fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          aria-required
          error={invalid('email')}
          value={values.email}
          onChange={(e) => set('email', e.currentTarget.value)}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('accounts.fields.passwordVisibility') }}
          name="password"
          label={t('accounts.fields.password')}
          autoComplete="new-password"
          withAsterisk
          aria-required
          error={invalid('password')}
          value={values.password}
          onChange={(e) => set('password', e.currentTarget.value)}
        />
        <PasswordChecklist password={values.password} />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('accounts.fields.passwordVisibility') }}
          name="confirmPassword"
          label={t('accounts.fields.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          aria-required
          error={invalid('confirmPassword')}
          value={values.confirmPassword}
          onChange={(e) => set('confirmPassword', e.currentTarget.value)}
        />
        <Checkbox
          name="terms"
          error={invalid('terms')}
          checked={values.terms}
          onChange={(e) => set('terms', e.currentTarget.checked)}
          label={
            <Trans
              i18nKey="accounts.register.termsLabel"
              components={{
                // A button inside the label opens the terms; preventing the click's default keeps the box as it was.
                termsLink: (
                  <Anchor
                    component="button"
                    type="button"
                    inherit
                    onClick={(event) => {
                      event.preventDefault();
                      terms.open();
                    }}
                  />
                ),
              }}
            />
          }
        />
        <Button type="submit" loading={signUp.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('accounts.register.submit')}
        </Button>
      </Stack>
      <TermsModal opened={termsOpened} onClose={terms.close} />
    </form>
  );
}
