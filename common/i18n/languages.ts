// The product's two languages and how a request or an address names one. English lives at
// the plain paths ('/view/12'), Canadian French under '/fr' ('/fr/view/12'): docs/decisions.md says
// why. Both sides import this file; it imports nothing.

export const LANGUAGES = ['en', 'fr'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: TLanguage = 'en';

/** The BCP 47 tag of each language: <html lang>, hreflang, Intl's locale. */
export const LOCALE_TAGS: Record<TLanguage, string> = { en: 'en-CA', fr: 'fr-CA' };

/** Each language's own name, as the switcher shows it (always in that language). */
export const LANGUAGE_NAMES: Record<TLanguage, string> = { en: 'English', fr: 'Français' };

/** The cookie that remembers a visitor's choice (a signed-in person's is their account's too). */
export const LANGUAGE_COOKIE = 'py_lang';

/** French pages live under this prefix; English at the plain paths. */
export const FRENCH_PREFIX = '/fr';

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'fr-CA', 'fr', 'FR-be' -> 'fr'; 'en-US' -> 'en'; anything else -> null. */
export function languageOfTag(tag: string): TLanguage | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
  return isLanguage(primary) ? primary : null;
}

/** The first of a person's languages (most preferred first) that PartsYard speaks, else null. */
export function pickLanguage(tags: readonly string[]): TLanguage | null {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return null;
}

/** '/fr/view/12' -> { language: 'fr', path: '/view/12' }; '/fr' -> '/'; '/view/12' -> English. */
export function splitLanguagePath(pathname: string): { language: TLanguage; path: string } {
  if (pathname === FRENCH_PREFIX || pathname === `${FRENCH_PREFIX}/`) return { language: 'fr', path: '/' };
  if (pathname.startsWith(`${FRENCH_PREFIX}/`)) {
    return { language: 'fr', path: pathname.slice(FRENCH_PREFIX.length) };
  }
  return { language: 'en', path: pathname };
}

/** A plain path (and query) in a language: ('/view/12', 'fr') -> '/fr/view/12'; ('/', 'fr') -> '/fr/'. */
export function languagePath(path: string, language: TLanguage): string {
  if (language === 'en') return path;
  return `${FRENCH_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
}
