export { accountLanguage } from './account-language';
export { FollowAccountLanguage } from './components/follow-account-language';
export { LanguageSwitch } from './components/language-switch';
export { pageInLanguage, rememberLanguage, saveAccountLanguage, switchLanguage } from './switch-language';
