import { isMessageKey } from '@common/messages';
import { signUpProblems, type TSignUpFields } from '@common/rules/sign-up';
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/api-error-message';
import { useSignUp } from '../api/sign-up';
import { FormProblem } from './form-problem';
import { PasswordChecklist } from './password-checklist';
import { TermsModal } from './terms-modal';

const EMPTY: TSignUpFields = { email: '', password: '', confirmPassword: '', terms: false };

type TField = keyof TSignUpFields;
/** Each field's broken rules, as sentences. */
type TFieldErrors = Partial<Record<TField, string[]>>;
const FIELD_ORDER: readonly TField[] = ['email', 'password', 'confirmPassword', 'terms'];

/**
 * Registration: every rule broken is shown at once, each sentence beside its field (signUpProblems),
 * then the server, which checks them all again and answers them by field. Success replaces the
 * form with its message.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TSignUpFields>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState(false);
  const [termsOpened, terms] = useDisclosure(false);

  // Take keyboard and screen-reader users to the first field to fix (its sentences are read with it).
  const showErrors = (errors: TFieldErrors) => {
    setFieldErrors(errors);
    const first = FIELD_ORDER.find((f) => errors[f]?.length);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const errors: TFieldErrors = {};
    for (const p of signUpProblems(values))
      errors[p.field] = [...(errors[p.field] ?? []), t(`rules.${p.key}`)];
    setProblem(null);
    showErrors(errors);
    if (Object.keys(errors).length > 0) return;
    signUp.mutate(values, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        // The server's reasons at their fields; anything else (an account that exists) in the alert.
        const byField: TFieldErrors = {};
        for (const [field, key] of Object.entries((isApiError(error) && error.fields) || {})) {
          if (FIELD_ORDER.includes(field as TField) && isMessageKey(key))
            byField[field as TField] = [t(`rules.${key}`)];
        }
        if (Object.keys(byField).length > 0) return showErrors(byField);
        setProblem(serverMessage(t, error));
        setAttempt((n) => n + 1);
      },
    });
  };

  if (done) {
    return (
      <Alert role="status" color="green" variant="light" icon={<IconMailCheck aria-hidden />}>
        {t('rules.signUpSuccess')}
      </Alert>
    );
  }

  const set = <K extends TField>(name: K, value: TSignUpFields[K]) =>
    setValues((v) => ({ ...v, [name]: value }));
  // Each sentence on a line of its own, beside its field (Mantine links it with aria-describedby).
  const invalid = (field: TField) => {
    const sentences = fieldErrors[field];
    if (!sentences?.length) return undefined;
    return sentences.map((sentence) => (
      <span key={sentence} style={{ display: 'block' }}>
        {sentence}
      </span>
    ));
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('accounts.register.title')}>
      <Stack gap="md">
        <FormProblem message={problem} attempt={attempt} />
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
