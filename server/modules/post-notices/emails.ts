import { PATHS } from '@common/app-paths';
import type { TNoticeParams } from '@common/contracts/notifications';
import { DEFAULT_LANGUAGE, languagePath, type TLanguage } from '@common/i18n/languages';
import { noticeTitle } from '@common/i18n/notice-title';
import { NO_FRENCH_NAMES, type TFrenchPartNames } from '@common/i18n/part-names';
import { formatPrice } from '@common/rules/money';
import type { TMail } from '../../adapters/mail';
import { serverText, type TServerKey } from '../../lib/i18n/server-text';
import { composeMail, type TMailParts } from '../../lib/mail-template';
import type { TNoticeEmail } from '../../lib/post-notices/email-queue';

// The words of the notice emails, one per kind, in the receiver's language (server/locales:
// mail.notice), with the link the notice opens and, for the watchlist's, the settings that choose them.

const str = (p: TNoticeParams, key: string) => String(p[key] ?? '');
/** '$90.00 CAD', in French '90,00 $ CAD': as the post card writes it. */
const money = (value: string | number | undefined, currency: string, language: TLanguage) =>
  formatPrice(Number(value), currency, language);

type TWords = { subject: string } & Omit<TMailParts, 'url' | 'footer'>;

function wordsOf(
  kind: TNoticeEmail['kind'],
  p: TNoticeParams,
  language: TLanguage,
  french: TFrenchPartNames,
): TWords {
  const t = (key: TServerKey, params?: Record<string, unknown>) => serverText(key, params, language);
  const title = noticeTitle(str(p, 'title'), language, french);
  const days = t('mail.notice.days', { count: Number(p.days) });
  const watchOutro = t('mail.notice.watchOutro');
  const sellerOutro = t('mail.notice.sellerOutro');
  switch (kind) {
    case 'price_drop':
      return {
        subject: t('mail.notice.priceDropSubject', { title }),
        intro: t('mail.notice.priceDropIntro', {
          title,
          old: money(p.old_price, str(p, 'currency'), language),
          new: money(p.new_price, str(p, 'currency'), language),
        }),
        action: t('mail.notice.seePart'),
        outro: watchOutro,
      };
    case 'watch_sold':
      return {
        subject: t('mail.notice.soldSubject', { title }),
        intro: t('mail.notice.soldIntro', { title }),
        action: t('mail.notice.seePart'),
        outro: watchOutro,
      };
    case 'watch_expiring':
      return {
        subject: t('mail.notice.watchExpiringSubject', { title }),
        intro: t('mail.notice.watchExpiringIntro', { title, days }),
        action: t('mail.notice.seePart'),
        outro: watchOutro,
      };
    case 'post_expiring':
      return {
        subject: t('mail.notice.postExpiringSubject', { title, days }),
        intro: t('mail.notice.postExpiringIntro', { title, days }),
        action: t('mail.notice.renewAction'),
        outro: sellerOutro,
      };
    case 'post_expired':
      return {
        subject: t('mail.notice.postExpiredSubject', { title }),
        intro: t('mail.notice.postExpiredIntro', { title }),
        action: t('mail.notice.renewAction'),
        outro: sellerOutro,
      };
    case 'post_deleted': {
      const reason = str(p, 'reason');
      return {
        subject: t('mail.notice.postDeletedSubject', { title }),
        intro: reason
          ? t('mail.notice.postDeletedIntroReason', { title, reason })
          : t('mail.notice.postDeletedIntro', { title }),
        action: t('mail.notice.postDeletedAction'),
        outro: t('mail.notice.postDeletedOutro'),
      };
    }
    case 'report_resolved':
      return {
        subject: t('mail.notice.reportResolvedSubject', { title }),
        intro: t('mail.notice.reportResolvedIntro', { title }),
        action: t('mail.notice.reportResolvedAction'),
        outro: t('mail.notice.reportResolvedOutro'),
      };
    default:
      throw new Error(`no email for the notice kind ${kind}`);
  }
}

const WATCH_KINDS = new Set(['price_drop', 'watch_sold', 'watch_expiring']);

/**
 * The email of a notice, to `to`, in `language` (the part named with the catalog's `french` names),
 * with absolute links on `publicUrl` to that language's pages.
 */
export function noticeEmail(
  to: string,
  mail: TNoticeEmail,
  publicUrl: string,
  language: TLanguage = DEFAULT_LANGUAGE,
  french: TFrenchPartNames = NO_FRENCH_NAMES,
): TMail {
  const { subject, ...words } = wordsOf(mail.kind, mail.params, language, french);
  return composeMail(to, subject, {
    ...words,
    url: `${publicUrl}${languagePath(mail.link, language)}`,
    ...(WATCH_KINDS.has(mail.kind)
      ? {
          footer: {
            action: serverText('mail.notice.changeNotices', undefined, language),
            url: `${publicUrl}${languagePath(PATHS.profile, language)}`,
          },
        }
      : {}),
  });
}
