import { MESSAGES } from '@common/messages';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en.json';

// Every user-facing string comes from locales/*.json; French joins 'en' in a later issue. The
// product's rule sentences live once in common/ (the server answers with them too) and are merged
// here under 'rules', so t('rules.passwordsMismatch') reads the very sentence the server sends.
export const englishResources = { ...en, rules: MESSAGES };
export const resources = { en: { translation: englishResources } } as const;
export const defaultNS = 'translation';

// <html lang> follows the app's language (screen readers' voice, the browser's translate offer).
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

// Resources are bundled, so init is synchronous (initAsync: false): the first render already has text.
void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  defaultNS,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

export default i18n;
