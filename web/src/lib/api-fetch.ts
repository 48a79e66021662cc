// The one place the API client reaches the network. In the browser it is fetch; the server's
// renderer (web/src/ssr) replaces it once with a function that answers through the server itself,
// as the requesting user, so a page's queries run the same code on both sides.
import i18n from './i18n';
import { localeTag } from './language';

export type TApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The Accept-Language every API call sends: the page's language ('fr-CA' or 'en-CA'), so the
 * server answers (its messages, its errors) in the language the person reads.
 */
export function apiLanguageHeader(): string {
  return localeTag(i18n.language) === 'fr-CA' ? 'fr-CA' : 'en-CA';
}

let current: TApiFetch = (url, init) => fetch(url, init);

export function apiFetch(url: string, init: RequestInit): Promise<Response> {
  return current(url, init);
}

/** Server rendering only: where API calls go instead of fetch. */
export function setApiFetch(fn: TApiFetch): void {
  current = fn;
}
