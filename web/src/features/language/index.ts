export { LanguageSwitch } from './components/language-switch';
