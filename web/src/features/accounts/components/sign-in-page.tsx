import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormContainer } from '@/components/ui/form-container';
import { PATHS } from '@/config/routes';
import { usePageTitle } from '@/lib/use-page-title';
import { useMe } from '../api/get-me';
import { safeRedirect } from '../redirect';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { TwoFactorStep } from './two-factor-step';

type TStep = 'sign-in' | 'two-factor' | 'forgot';

/**
 * /auth: sign in, with the two-factor step and the forgot-password form in place of the form. Once
 * the session exists the user goes to the `redirect` parameter (a same-site path) or home.
 */
export function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('accounts.signIn.pageTitle'));
  const me = useMe();
  const [params] = useSearchParams();
  const [step, setStep] = useState<TStep>('sign-in');
  const [email, setEmail] = useState('');

  if (me.data) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  return (
    <FormContainer>
      <Stack gap="lg">
        <Title order={1}>{t('accounts.signIn.title')}</Title>
        {step === 'sign-in' && (
          <>
            <SignInForm
              initialEmail={email}
              onEmailChange={setEmail}
              onTwoFactor={() => setStep('two-factor')}
              onForgot={() => setStep('forgot')}
            />
            <Text size="sm">
              {t('accounts.signIn.noAccount')}{' '}
              <Anchor component={Link} to={PATHS.signUp}>
                {t('accounts.signIn.registerLink')}
              </Anchor>
            </Text>
          </>
        )}
        {step === 'two-factor' && <TwoFactorStep onBack={() => setStep('sign-in')} />}
        {step === 'forgot' && <ForgotPasswordForm initialEmail={email} onBack={() => setStep('sign-in')} />}
      </Stack>
    </FormContainer>
  );
}
