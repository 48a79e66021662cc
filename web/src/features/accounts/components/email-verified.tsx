import { Alert, Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
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
      title={t('accounts.verified.title')}
      // The light alert's green is too faint to read on its background; the darkest green passes.
      style={{ '--alert-color': 'var(--mantine-color-green-9)' } as CSSProperties}
    >
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
