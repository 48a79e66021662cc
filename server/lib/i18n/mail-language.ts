import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@common/i18n/languages';
import type { TDb } from '../../db/client';
import { accountLanguageRow } from './mail-language-repository';

// Which language an email goes out in: the receiver's account language (userdata, set
// with their profile and in their settings). An account without a profile yet (a sign-up waiting
// for its link, a reset asked before the profile was made) gets the language of the request that
// asked for the mail: the page the person was reading. The auth library sends those mails from
// inside its own calls, so the request's language travels with the call (AsyncLocalStorage).

const requested = new AsyncLocalStorage<TLanguage>();

/** Runs `work` (an auth library call that may send a mail) as asked in `language`. */
export function inRequestLanguage<T>(language: TLanguage, work: () => T): T {
  return requested.run(language, work);
}

/** The account's own language, or null before its profile exists (or for no such account). */
export async function accountLanguage(db: Pick<TDb, 'execute'>, userId: string): Promise<TLanguage | null> {
  const language = (await accountLanguageRow(db, userId))?.language;
  return isLanguage(language) ? language : null;
}

/** The language of a mail to this account: its own, else the asking request's, else English. */
export async function mailLanguage(db: Pick<TDb, 'execute'>, userId: string): Promise<TLanguage> {
  return (await accountLanguage(db, userId)) ?? requested.getStore() ?? DEFAULT_LANGUAGE;
}
