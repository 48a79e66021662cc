import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

// Better Auth sends a failed verification link back to its callback with '?error=CODE' (or '&error=').
const LINK_ERRORS = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_NOT_FOUND', 'INVALID_USER']);

export function isVerificationLinkError(code: string | null): boolean {
  return LINK_ERRORS.has(code ?? '');
}

/** Explains a verification link that did not work, and where to get a new one. */
export function VerificationLinkError() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (!isVerificationLinkError(params.get('error'))) return null;
  return (
    <Alert color="red" role="alert" title={t('accounts.verifyLink.title')}>
      {t('accounts.verifyLink.body')}{' '}
      <Anchor component={Link} to="/auth">
        {t('accounts.verifyLink.signIn')}
      </Anchor>
    </Alert>
  );
}
