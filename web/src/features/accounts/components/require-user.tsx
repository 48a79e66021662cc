import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useMe } from '../api/get-me';
import { setLeaving, useLeaving } from '../leaving';
import { signInPathFor } from '../redirect';

/** A layout route for pages that need a signed-in user: visitors go to /auth?redirect=<this page>. */
export function RequireUser() {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const leaving = useLeaving();
  // Deleting the account ends the session before its answer comes: that answer takes the person
  // home, where this guard is left (and the deletion is over).
  useEffect(() => () => setLeaving(false), []);
  if (me.isPending || (leaving && !me.data)) return <PageLoader />;
  if (me.isError && me.data === undefined) {
    return (
      <LoadError
        title={t('accounts.sessionErrorTitle')}
        message={apiErrorMessage(t, me.error)}
        retryLabel={t('accounts.retry')}
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
      />
    );
  }
  if (!me.data) return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
