import { ZSignUpRequest } from '@common/contracts/accounts';
import { isMessageKey, type TMessageKey } from '@common/messages';
import type { TSignUpFields } from '@common/rules/sign-up';
import { Alert, Anchor, Checkbox, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form/form-shell';
import { useFormProblem } from '@/components/form/use-form-problem';
import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/api-error-message';
import { useSignUp } from '../api/sign-up';
import { NewPasswordFields } from './new-password-fields';
import { TermsModal } from './terms-modal';

const EMPTY: TSignUpFields = { email: '', password: '', confirmPassword: '', terms: false };

type TField = keyof TSignUpFields;
const FIELDS: readonly TField[] = ['email', 'password', 'confirmPassword', 'terms'];

/** Each field's broken rules, as message keys in the contract's order (every one, not the first). */
function brokenRules(values: TSignUpFields): Partial<Record<TField, TMessageKey[]>> {
  const rules: Partial<Record<TField, TMessageKey[]>> = {};
  for (const issue of ZSignUpRequest.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0] as TField;
    if (FIELDS.includes(field) && isMessageKey(issue.message))
      rules[field] = [...(rules[field] ?? []), issue.message];
  }
  return rules;
}

/**
 * Registration: every rule broken is shown at once, each sentence beside its field (the sign-up
 * contract), then the server, which checks them all again and answers them by field. Success
 * replaces the form with its message.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const problem = useFormProblem();
  const [done, setDone] = useState(false);
  const [termsOpened, terms] = useDisclosure(false);

  // Each sentence on a line of its own, beside its field (Mantine links it with aria-describedby).
  const sentences = (rules: Partial<Record<TField, TMessageKey[]>>): FormErrors =>
    Object.fromEntries(
      Object.entries(rules).map(([field, keys]) => [
        field,
        keys.map((key) => (
          <span key={key} style={{ display: 'block' }}>
            {t(`rules.${key}`)}
          </span>
        )),
      ]),
    );

  const form = useForm<TSignUpFields>({
    initialValues: EMPTY,
    // A sentence stays beside its field until the next attempt.
    clearInputErrorOnChange: false,
    validate: (values) => sentences(brokenRules(values)),
  });

  const submit = (values: TSignUpFields) => {
    problem.refuse(null);
    signUp.mutate(values, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        // The server's reasons at their fields; anything else (an account that exists) in the alert.
        const byField: Partial<Record<TField, TMessageKey[]>> = {};
        for (const [field, key] of Object.entries((isApiError(error) && error.fields) || {})) {
          if (FIELDS.includes(field as TField) && isMessageKey(key)) byField[field as TField] = [key];
        }
        if (Object.keys(byField).length > 0) {
          form.setErrors(sentences(byField));
          return problem.refuse(null);
        }
        problem.refuse(serverMessage(t, error));
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

  return (
    <>
      <FormShell
        form={form}
        onSubmit={submit}
        onInvalid={() => problem.refuse(null)}
        busy={signUp.isPending}
        submitLabel={t('accounts.register.submit')}
        error={problem.error}
        attempt={problem.attempt}
        focusErrors
        aria-label={t('accounts.register.title')}
      >
        <TextInput
          name="email"
          label={t('accounts.fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          aria-required
          {...form.getInputProps('email')}
        />
        <NewPasswordFields
          password={{
            name: 'password',
            label: t('accounts.fields.password'),
            ...form.getInputProps('password'),
          }}
          confirm={{
            name: 'confirmPassword',
            label: t('accounts.fields.confirmPassword'),
            ...form.getInputProps('confirmPassword'),
          }}
        />
        <Checkbox
          name="terms"
          {...form.getInputProps('terms', { type: 'checkbox' })}
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
      </FormShell>
      <TermsModal opened={termsOpened} onClose={terms.close} />
    </>
  );
}
