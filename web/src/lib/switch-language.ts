// Going to the other language: remembered in the cookie (and on the account when signed in), then
// the same page in that language, as a full page load (the server renders it in that language).
import { LANGUAGE_COOKIE, languagePath, type TLanguage } from '@common/i18n/languages';
import { apiRequest } from '@/lib/api-client';
import { browserLocation } from '@/lib/browser-location';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Sets py_lang for a year on the whole site (read by the server on the next plain-address visit). */
export function rememberLanguage(language: TLanguage): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous, and in every browser (the Cookie Store API is not)
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

/** PUT /api/profile/preferences { language }: the account's language (its emails follow it). */
export function saveAccountLanguage(language: TLanguage): Promise<unknown> {
  return apiRequest('/profile/preferences', { method: 'PUT', body: { language } });
}

/**
 * The address of the current page in `language`: `path` is the router's (no /fr), `search` and
 * `hash` as they are. ('/view/12', '?q=1', '', 'fr') -> '/fr/view/12?q=1'.
 */
export function pageInLanguage(path: string, search: string, hash: string, language: TLanguage): string {
  return `${languagePath(path, language)}${search}${hash}`;
}

/**
 * Switches: cookie, the account's setting when signed in (a failure there does not keep the
 * person on this page: the cookie already holds the choice), then the page in that language.
 */
export async function switchLanguage(language: TLanguage, href: string, signedIn: boolean): Promise<void> {
  rememberLanguage(language);
  if (signedIn) await saveAccountLanguage(language).catch(() => undefined);
  browserLocation.assign(href);
}
