import { ZForgotPasswordRequest } from '@common/contracts/accounts';
import { isMessageKey } from '@common/messages';
import { Alert, Anchor, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form/form-shell';
import { useFormProblem } from '@/components/form/use-form-problem';
import { serverMessage } from '@/lib/api-error-message';
import { useForgotPassword } from '../api/forgot-password';

interface TForgotPasswordFormProps {
  initialEmail: string;
  onBack: () => void;
}

/** Asks for a reset link (docs/PRODUCT.md §8, forgot password); the answer is the same for any address. */
export function ForgotPasswordForm({ initialEmail, onBack }: TForgotPasswordFormProps) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const problem = useFormProblem();
  const form = useForm({
    initialValues: { email: initialEmail },
    // The contract's reason (missing, not an address) is said in the alert, not beside the field.
    validate: schemaResolver(ZForgotPasswordRequest, { sync: true }),
    onValuesChange: () => forgot.reset(),
  });
  const emailRef = useRef<HTMLInputElement>(null);

  // The form replaced the sign-in form under the keyboard: continue where the person is looking.
  useEffect(() => emailRef.current?.focus(), []);

  return (
    <FormShell
      form={form}
      onSubmit={({ email }) => {
        problem.refuse(null);
        forgot.mutate(email.trim(), { onError: (error) => problem.refuse(serverMessage(t, error)) });
      }}
      onInvalid={(errors) => {
        const reason = String(errors.email);
        problem.refuse(isMessageKey(reason) ? t(`rules.${reason}`) : null);
      }}
      busy={forgot.isPending}
      submitLabel={t('accounts.forgot.submit')}
      error={problem.error}
      attempt={problem.attempt}
      intro={
        <>
          <Title order={2} size="h3" id="forgot-title">
            {t('accounts.forgot.title')}
          </Title>
          <Text>{t('accounts.forgot.intro')}</Text>
        </>
      }
      actions={
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('accounts.forgot.back')}
        </Anchor>
      }
      aria-labelledby="forgot-title"
    >
      {forgot.isSuccess && (
        <Alert role="status" color="green" variant="light" icon={<IconMailCheck aria-hidden />}>
          {t('rules.recoverySent')}
        </Alert>
      )}
      <TextInput
        ref={emailRef}
        name="email"
        label={t('accounts.fields.email')}
        type="email"
        autoComplete="email"
        {...form.getInputProps('email', { withError: false })}
      />
    </FormShell>
  );
}
