import { Alert, Button, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '@/config/routes';
import { isVerificationLinkError, VerificationLinkError } from './verification-link-error';

/**
 * Where a verification link lands (/sign-up?verified=1, VERIFIED_CALLBACK): the email is verified,
 * and what comes next — the profile when the link signed the user in, else signing in. A link that
 * did not work (Better Auth adds '&error=CODE') says so instead, with the way to a new one.
 */
export function EmailVerified({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (isVerificationLinkError(params.get('error'))) return <VerificationLinkError />;
  if (params.get('verified') !== '1') return null;
  return (
    <Alert
      role="status"
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      aria-label={t('accounts.verified.title')}
    >
      {/* Not the alert's title: light green on light green fails contrast; the text colour passes. */}
      <Text fw={700} c="var(--mantine-color-text)" mb={4}>
        {t('accounts.verified.title')}
      </Text>
      {signedIn ? (
        t('accounts.verified.nextProfile')
      ) : (
        <>
          {t('accounts.verified.nextSignIn')}
          <Button component={Link} to={PATHS.auth} size="sm" mt="sm" display="block" w="fit-content">
            {t('accounts.verified.signIn')}
          </Button>
        </>
      )}
    </Alert>
  );
}
