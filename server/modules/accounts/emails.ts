import type { TLanguage } from '@common/i18n/languages';
import type { TMail } from '../../adapters/mail';
import { serverText } from '../../lib/i18n/server-text';
import { composeMail } from '../../lib/mail-template';

// The account emails in the receiver's language (server/locales: mail.verify, mail.reset,
// mail.existing); their links already lead to that language's pages.

type TAccountMail = 'verify' | 'reset' | 'existing';

function mail(kind: TAccountMail, to: string, url: string, language: TLanguage): TMail {
  const words = (part: 'subject' | 'intro' | 'action' | 'outro') =>
    serverText(`mail.${kind}.${part}`, undefined, language);
  return composeMail(to, words('subject'), {
    intro: words('intro'),
    action: words('action'),
    url,
    outro: words('outro'),
  });
}

export function verificationEmail(to: string, url: string, language: TLanguage = 'en'): TMail {
  return mail('verify', to, url, language);
}

export function resetPasswordEmail(to: string, url: string, language: TLanguage = 'en'): TMail {
  return mail('reset', to, url, language);
}

/** Sent instead of a second account: the sign-up answer stays the same, so it reveals nothing. */
export function existingAccountEmail(to: string, signInUrl: string, language: TLanguage = 'en'): TMail {
  return mail('existing', to, signInUrl, language);
}
