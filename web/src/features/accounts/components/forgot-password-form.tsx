import { isEmail } from '@common/rules/sign-up';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { useForgotPassword } from '../api/forgot-password';
import { FormProblem } from './form-problem';

interface TForgotPasswordFormProps {
  initialEmail: string;
  onBack: () => void;
}

/** Asks for a reset link (SPEC.md section 8, forgot password); the answer is the same for any address. */
export function ForgotPasswordForm({ initialEmail, onBack }: TForgotPasswordFormProps) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const emailRef = useRef<HTMLInputElement>(null);

  // The form replaced the sign-in form under the keyboard: continue where the person is looking.
  useEffect(() => emailRef.current?.focus(), []);

  const refuse = (message: string | null) => {
    setProblem(message);
    setAttempt((n) => n + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (forgot.isPending) return;
    if (email.trim() === '') return refuse(t('rules.emailRequired'));
    if (!isEmail(email)) return refuse(t('rules.invalidEmail'));
    refuse(null);
    forgot.mutate(email.trim(), { onError: (error) => refuse(serverMessage(t, error)) });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="forgot-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="forgot-title">
          {t('accounts.forgot.title')}
        </Title>
        <Text>{t('accounts.forgot.intro')}</Text>
        <FormProblem message={problem} attempt={attempt} />
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
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            forgot.reset();
          }}
        />
        <Group justify="space-between" align="center">
          <Button type="submit" loading={forgot.isPending}>
            {t('accounts.forgot.submit')}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('accounts.forgot.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
