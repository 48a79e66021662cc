import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { FormContainer } from '@/components/ui/form-container';
import { PageLoader } from '@/components/ui/page-loader';
import { PATHS } from '@/config/routes';
import { usePageTitle } from '@/lib/use-page-title';
import { useMe } from '../api/get-me';
import { CompleteProfile } from './complete-profile';
import { EmailVerified } from './email-verified';
import { RegisterForm } from './register-form';

/** /sign-up: registration for visitors; profile completion for a signed-in user without one. */
export function SignUpPage() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.data?.profile) return <Navigate to={PATHS.home} replace />;
  // A verification link lands here (VERIFIED_CALLBACK): its word first, then the next step.
  return (
    <FormContainer>
      <Stack gap="lg">
        <EmailVerified signedIn={Boolean(me.data)} />
        {me.data ? <CompleteProfile /> : <Register />}
      </Stack>
    </FormContainer>
  );
}

function Register() {
  const { t } = useTranslation();
  usePageTitle(t('accounts.register.pageTitle'));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('accounts.register.title')}</Title>
      <Text>{t('accounts.register.intro')}</Text>
      <RegisterForm />
      <Text size="sm">
        {t('accounts.register.haveAccount')}{' '}
        <Anchor component={Link} to={PATHS.auth}>
          {t('accounts.register.signInLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
