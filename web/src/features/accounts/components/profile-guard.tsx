import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '@/config/routes';
import { useMe } from '../api/get-me';

/** Pages a signed-in user without a profile may still see: the completion form and the reset link. */
export function isProfileExempt(pathname: string): boolean {
  return pathname === PATHS.signUp || pathname.startsWith(`${PATHS.recoverPassword}/`);
}

/**
 * docs/PRODUCT.md §2: a signed-in user with no profile record is redirected to /sign-up, from every
 * page, until the profile is saved.
 */
export function ProfileGuard({ children }: { children: ReactNode }) {
  const me = useMe();
  const { pathname } = useLocation();
  if (me.data && !me.data.profile && !isProfileExempt(pathname)) {
    return <Navigate to={PATHS.signUp} replace />;
  }
  return children;
}
