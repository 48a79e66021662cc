import type { TMe } from '@common/contracts/accounts';
import { isLanguage, type TLanguage } from '@common/i18n/languages';

/**
 * The account's language (userdata.language), from the session's answer: on the
 * profile, or on the user. Null when the server does not say (an older server, or no profile yet).
 */
export function accountLanguage(me: TMe | null | undefined): TLanguage | null {
  if (!me) return null;
  const fromProfile = (me.profile as { language?: unknown } | null)?.language;
  if (isLanguage(fromProfile)) return fromProfile;
  const fromUser = (me.user as { language?: unknown }).language;
  return isLanguage(fromUser) ? fromUser : null;
}
