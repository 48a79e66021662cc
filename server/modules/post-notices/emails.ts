import { PATHS } from '@common/app-paths';
import type { TNoticeParams } from '@common/contracts/notifications';
import type { TMail } from '../../adapters/mail';
import { composeMail, type TMailParts } from '../../lib/mail-template';
import type { TNoticeEmail } from '../../lib/post-notices/email-queue';

// The words of the notice emails, one per kind, with the link the notice opens and, for the
// watchlist's, the settings that choose them.

const str = (p: TNoticeParams, key: string) => String(p[key] ?? '');
/** '$90.00' in CAD, 'US$90.00' in USD. */
function money(value: string | number | undefined, currency: string) {
  const n = Number(value);
  try {
    return new Intl.NumberFormat('en-CA', { style: 'currency', currency }).format(n);
  } catch {
    return `${n.toFixed(2)} ${currency}`;
  }
}
const dayWord = (n: number) => (n === 1 ? '1 day' : `${n} days`);

type TWords = { subject: string } & Omit<TMailParts, 'url' | 'footer'>;

const WATCH_OUTRO =
  'You get this email because this part is in your favorites on PartsYard. You can get these notices in the app only, or not at all, in your account settings.';
const SELLER_OUTRO = 'You get this email because you posted this ad on PartsYard.';

function wordsOf(kind: TNoticeEmail['kind'], p: TNoticeParams): TWords {
  const title = str(p, 'title');
  switch (kind) {
    case 'price_drop':
      return {
        subject: `Price drop: ${title}`,
        intro: `The price of ${title}, a part you watch, went down from ${money(p.old_price, str(p, 'currency'))} to ${money(p.new_price, str(p, 'currency'))}.`,
        action: 'See the part',
        outro: WATCH_OUTRO,
      };
    case 'watch_sold':
      return {
        subject: `Sold: ${title}`,
        intro: `${title}, a part you watch, was marked as sold by its seller.`,
        action: 'See the part',
        outro: WATCH_OUTRO,
      };
    case 'watch_expiring':
      return {
        subject: `Ending soon: ${title}`,
        intro: `The ad for ${title}, a part you watch, ends in ${dayWord(Number(p.days))}.`,
        action: 'See the part',
        outro: WATCH_OUTRO,
      };
    case 'post_expiring':
      return {
        subject: `Your ad ends in ${dayWord(Number(p.days))}: ${title}`,
        intro: `Your ad for ${title} ends in ${dayWord(Number(p.days))}. Renew it for another year on My Posts to keep it online.`,
        action: 'Renew it on My Posts',
        outro: SELLER_OUTRO,
      };
    case 'post_expired':
      return {
        subject: `Your ad has expired: ${title}`,
        intro: `Your ad for ${title} has expired and no longer shows in search. Renew it on My Posts to put it back online.`,
        action: 'Renew it on My Posts',
        outro: SELLER_OUTRO,
      };
    case 'post_deleted': {
      const reason = str(p, 'reason');
      return {
        subject: `Your ad was removed: ${title}`,
        intro: `An admin of PartsYard deleted your ad for ${title}. ${reason ? `The reason given: ${reason}` : 'No reason was given.'}`,
        action: 'See your posts',
        outro: 'If you think this was a mistake, write to us through the Contact Us page.',
      };
    }
    case 'report_resolved':
      return {
        subject: `Your report was acted on: ${title}`,
        intro: `Thank you for your report about ${title}. An admin of PartsYard reviewed it and removed the ad.`,
        action: 'Go to PartsYard',
        outro: 'Reports like yours keep PartsYard safe.',
      };
    default:
      throw new Error(`no email for the notice kind ${kind}`);
  }
}

const WATCH_KINDS = new Set(['price_drop', 'watch_sold', 'watch_expiring']);

/** The email of a notice, to `to`, with absolute links on `publicUrl`. */
export function noticeEmail(to: string, mail: TNoticeEmail, publicUrl: string): TMail {
  const { subject, ...words } = wordsOf(mail.kind, mail.params);
  return composeMail(to, subject, {
    ...words,
    url: `${publicUrl}${mail.link}`,
    ...(WATCH_KINDS.has(mail.kind)
      ? { footer: { action: 'Change these notices', url: `${publicUrl}${PATHS.profile}` } }
      : {}),
  });
}
