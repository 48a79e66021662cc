// The accounts feature's public surface, loaded with the app: the session, the header's account
// menu and the guards. The pages are in ./pages, which the router loads lazily.
export { meQueryOptions, useMe } from './api/get-me';
export { AccountMenu } from './components/account-menu';
export { AccountNavLinks } from './components/account-nav-links';
export { ProfileGuard } from './components/profile-guard';
export { RequireUser } from './components/require-user';
export { VerificationLinkError } from './components/verification-link-error';
