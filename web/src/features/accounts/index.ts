// The accounts feature's public surface, loaded with the app: the session, the header's account
// menu (its code loads once someone is signed in) and the guards. The pages are in ./pages, which
// the router loads lazily.
import { lazy } from 'react';

export { accountLanguage } from './account-language';
export { meQueryOptions, useMe } from './api/get-me';
/** The signed-in header's menu, loaded when someone is signed in (a visitor's pages never need it). */
export const AccountMenu = lazy(() =>
  import('./components/account-menu').then((m) => ({ default: m.AccountMenu })),
);
export { AccountNavLinks } from './components/account-nav-links';
export { ProfileGuard } from './components/profile-guard';
export { RequireUser } from './components/require-user';
export { VerificationLinkError } from './components/verification-link-error';
