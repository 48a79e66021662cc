// The accounts feature's pages, a chunk of their own: the router imports this lazily.
export { AccountSettingsPage, type TSettingsSection } from './components/account-settings-page';
export { RecoverPasswordPage } from './components/recover-password-page';
export { SignInPage } from './components/sign-in-page';
export { SignUpPage } from './components/sign-up-page';
export { YourDataSettings } from './components/your-data-settings';
