import { USERNAME_MAX } from '../constants';
import type { TMessageKey } from '../messages';

// The username rule, once for the browser and the server (docs/PRODUCT.md §5, profile, plus
// look-alikes): a username is stored NFKC-normalised (fullwidth 'ｅｖｅ' is 'eve'), at most 20
// characters, with no spaces and nothing invisible or a control character (a zero-width space, a
// joiner, a direction mark, a soft hyphen...). Uniqueness by look (the confusable skeleton of
// Unicode TS #39) is checked by the server: common/rules/username-skeleton.ts.

/** The username as stored: NFKC-normalised, without spaces around it. */
export function normalizeUsername(raw: string): string {
  return raw.normalize('NFKC').trim();
}

// Control (Cc), format (Cf: zero-width space, joiners, bidi marks, soft hyphen), private use,
// surrogates, unassigned, line and paragraph separators, and every other default-ignorable code
// point (Hangul fillers, variation selectors...): none can be seen, or told apart, on a screen.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** The first username rule broken, or undefined (an empty username is the form's own rule). */
export function usernameProblem(raw: string): TMessageKey | undefined {
  const username = normalizeUsername(raw);
  if (username.length > USERNAME_MAX) return 'usernameTooLong';
  if (/\s/.test(username)) return 'usernameSpaces';
  if (INVISIBLE.test(username)) return 'usernameInvisible';
  return undefined;
}
