import 'i18next';
import type { MESSAGES } from '@common/messages';
import type en from '@/locales/en.json';

// Typed keys: t('contact.title') is checked against en.json, t('rules.terms') against common's
// sentences, at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & { rules: typeof MESSAGES } };
  }
}
