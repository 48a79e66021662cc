import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { useResendVerification } from '../api/resend-verification';

/** Said when a sign-in is refused for an unverified email, with a way to have the link sent again. */
export function UnverifiedNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <Alert role="alert" color="yellow" variant="light" icon={<IconMailExclamation aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('accounts.unverified.text')}</Text>
        {resend.isSuccess ? (
          <Text size="sm" role="status" fw={500}>
            {t('rules.verificationSent')}
          </Text>
        ) : (
          <Button size="xs" variant="outline" loading={resend.isPending} onClick={() => resend.mutate(email)}>
            {t('accounts.unverified.resend')}
          </Button>
        )}
        {resend.isError && (
          <Text size="sm" c="red.8" role="alert">
            {serverMessage(t, resend.error)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
