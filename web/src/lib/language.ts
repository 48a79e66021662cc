// The app's language on the browser's side: which i18next language each of the product's languages
// (common/i18n/languages.ts) is, the test-only pseudo-locale, and the hook components read it with.
import { FRENCH_PREFIX, LOCALE_TAGS, languagePath, type TLanguage } from '@common/i18n/languages';
import { useTranslation } from 'react-i18next';

/**
 * The i18next language of each product language. English stays 'en', not 'en-CA': the English
 * screens use Intl's 'en' formats, and 'en-CA' writes dates and prices differently. French is 'fr-CA'.
 */
export const UI_LANGUAGES: Record<TLanguage, string> = { en: 'en', fr: 'fr-CA' };

/** The pseudo-locale (tests only, cookie py_pseudo=1): English with every translated string marked. */
export const PSEUDO_LANGUAGE = 'en-XA';
export const PSEUDO_COOKIE = 'py_pseudo';

/** An i18next language as a product language: French for 'fr-CA', English otherwise (pseudo too). */
export function productLanguage(uiLanguage: string | undefined): TLanguage {
  return uiLanguage?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** <html lang> and Accept-Language for an i18next language: 'en-CA', 'fr-CA', or 'en-XA'. */
export function localeTag(uiLanguage: string | undefined): string {
  return uiLanguage === PSEUDO_LANGUAGE ? PSEUDO_LANGUAGE : LOCALE_TAGS[productLanguage(uiLanguage)];
}

/** Intl's locale for an i18next language: 'fr-CA' in French; English 'en' (see UI_LANGUAGES). */
export function intlLocale(uiLanguage: string | undefined): string {
  return productLanguage(uiLanguage) === 'fr' ? 'fr-CA' : 'en';
}

export interface TLanguageInfo {
  /** The product language: 'en' or 'fr' (the pseudo-locale is English). */
  language: TLanguage;
  /** The i18next language: 'en', 'fr-CA' or 'en-XA'. */
  ui: string;
  /** Whether the pseudo-locale is on. */
  pseudo: boolean;
}

export function languageInfo(uiLanguage: string | undefined): TLanguageInfo {
  const ui = uiLanguage ?? 'en';
  return { language: productLanguage(ui), ui, pseudo: ui === PSEUDO_LANGUAGE };
}

/** The language the component renders in (its i18next instance's). */
export function useLanguage(): TLanguageInfo {
  const { i18n } = useTranslation();
  return languageInfo(i18n.language);
}

/** A cookie's value in document.cookie, or null. */
export function readCookie(name: string, cookies = typeof document === 'undefined' ? '' : document.cookie) {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * An address the server handed back for a full page load ('/success?session_id=…', '/my-posts'), in
 * the page's language: a plain path of this site goes under /fr from a French page; an absolute
 * address (a payment provider's page) or one already in a language prefix stays as it is.
 */
export function pageUrlIn(url: string, language: TLanguage): string {
  if (language === 'en' || !url.startsWith('/') || url.startsWith('//')) return url;
  return url === FRENCH_PREFIX || url.startsWith(`${FRENCH_PREFIX}/`) || url.startsWith(`${FRENCH_PREFIX}?`)
    ? url
    : languagePath(url, language);
}
