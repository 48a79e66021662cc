import { splitLanguagePath, type TLanguage } from '@common/i18n/languages';
import { MESSAGES } from '@common/messages';
import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en.json';
import {
  localeTag,
  PSEUDO_COOKIE,
  PSEUDO_LANGUAGE,
  productLanguage,
  readCookie,
  UI_LANGUAGES,
} from './language';
import { pseudoResources } from './pseudo-locale';

// Every user-facing string comes from locales/*.json. The product's rule sentences live once in
// common/ (the server answers with them too) and are merged here under 'rules', so
// t('rules.passwordsMismatch') reads the very sentence the server sends. French falls back to
// English key by key (a key French lacks shows in English rather than as its name). French is
// loaded on demand (loadFrench, lib/i18n-french.ts): English pages never download it.
export const englishResources = { ...en, rules: MESSAGES };
type TTree = Record<string, unknown>;
export const resources: Record<string, { translation: TTree }> = {
  en: { translation: englishResources },
  // Built on first use only: the pseudo-locale is for tests.
  get [PSEUDO_LANGUAGE]() {
    pseudo ??= { translation: pseudoResources(englishResources) };
    return pseudo;
  },
};
let pseudo: { translation: TTree } | undefined;
export const defaultNS = 'translation';

const options = {
  fallbackLng: 'en',
  defaultNS,
  initAsync: false, // resources are bundled: the first render already has text
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
} as const;

/**
 * The language a page in the browser starts in: its address's ('/fr/...' is French), or the
 * pseudo-locale when the cookie py_pseudo=1 is set (tests).
 */
export function bootLanguage(pathname: string, cookies?: string): string {
  if (readCookie(PSEUDO_COOKIE, cookies) === '1') return PSEUDO_LANGUAGE;
  return UI_LANGUAGES[splitLanguagePath(pathname).language];
}

// The browser's instance (react-i18next's default): one page, one language at a time.
const i18n = i18next;
// <html lang> follows the app's language (screen readers' voice, the browser's translate offer).
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = localeTag(lng);
});
void i18n.use(initReactI18next).init({
  ...options,
  resources,
  lng: typeof window === 'undefined' ? 'en' : bootLanguage(window.location.pathname),
});

const perLanguage = new Map<string, TI18n>();

let french: Promise<void> | undefined;

/** Adds the French resources to every instance, once. */
export function registerFrench(module: typeof import('./i18n-french')): void {
  if (resources['fr-CA']) return;
  resources['fr-CA'] = { translation: module.frenchResources };
  for (const instance of [i18n, ...perLanguage.values()]) {
    instance.addResourceBundle('fr-CA', defaultNS, module.frenchResources, true, true);
  }
}

/** Loads French (a chunk of its own) when `uiLanguage` needs it; resolves at once otherwise. */
export function loadLanguage(uiLanguage: string): Promise<void> {
  if (productLanguage(uiLanguage) !== 'fr' || resources['fr-CA']) return Promise.resolve();
  french ??= import('./i18n-french').then(registerFrench);
  return french;
}

/**
 * The server's renderer: an instance per language that never changes language, so renders of
 * French and English pages running at the same time never see each other's (given to
 * I18nextProvider). Resources are shared, not copied.
 */
export function i18nFor(language: TLanguage | typeof PSEUDO_LANGUAGE): TI18n {
  const lng = language === PSEUDO_LANGUAGE ? PSEUDO_LANGUAGE : UI_LANGUAGES[language];
  let instance = perLanguage.get(lng);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({ ...options, resources, lng });
    perLanguage.set(lng, instance);
  }
  return instance;
}

export default i18n;
