import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormContainer } from '@/components/ui/form-container';
import { PATHS } from '@/config/routes';
import { usePageTitle } from '@/lib/use-page-title';
import { ResetPasswordForm } from './reset-password-form';

/** /recover-password/{email}?token=: the page the reset email links to. */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('accounts.reset.pageTitle'));
  const { email = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  return (
    <FormContainer>
      <Stack gap="lg">
        <Title order={1}>{t('accounts.reset.title')}</Title>
        {token ? (
          <>
            <Text>{t('accounts.reset.intro', { email })}</Text>
            <ResetPasswordForm email={email} token={token} />
          </>
        ) : (
          <>
            <Text c="red.8" role="alert">
              {t('rules.resetTokenInvalid')}
            </Text>
            <Anchor component={Link} to={PATHS.auth}>
              {t('accounts.reset.signInLink')}
            </Anchor>
          </>
        )}
      </Stack>
    </FormContainer>
  );
}
