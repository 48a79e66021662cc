import { DEFAULT_LANGUAGE, type TLanguage } from '@common/i18n/languages';
import type { TOptions } from 'i18next';
import type enServer from '../../locales/en.json';
import { translate } from './translate';

// The server's own words (server/locales/<lang>.json) by key, typed: a key that is not in the
// English file does not compile. Services throw serverText('errors.adminOnly') (the English
// sentence; the answer's language is chosen on the way out); mails ask for the receiver's.

/** A plural's forms ('days_one', 'days_other') are asked for by their base ('days', with a count). */
type TPluralBase<K extends string> = K extends `${infer B}_${'one' | 'other'}` ? B : K;

type TDotted<T> = {
  [K in keyof T & string]: T[K] extends string ? TPluralBase<K> : `${K}.${TDotted<T[K]>}`;
}[keyof T & string];

export type TServerKey = TDotted<typeof enServer>;

/** The sentence at `key` of server/locales in `language` (English by default), its {{places}} filled. */
export function serverText(
  key: TServerKey,
  params?: TOptions,
  language: TLanguage = DEFAULT_LANGUAGE,
): string {
  return translate(language, `server.${key}`, params);
}
