import type { TNotice } from '@common/contracts/notifications';
import { noticeTitle } from '@common/i18n/notice-title';
import { NO_FRENCH_NAMES, type TFrenchPartNames } from '@common/i18n/part-names';
import { formatPrice } from '@common/rules/money';
import type { TFunction } from 'i18next';
import { productLanguage } from '@/lib/language';

/** A price in the reader's language, as the post card writes it: '$1,234.56 CAD', '1 234,56 $ CAD'. */
function money(value: string | number | undefined, currency: string | number | undefined, lng: string) {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value ?? '');
  return formatPrice(n, String(currency ?? 'CAD'), productLanguage(lng));
}

// An alert stored before its price had a value of its own carries it in its title, spoken
// ('2012 Honda Civic Alternator - $80 CAD'): read back, it is written as every other price.
const SPOKEN_PRICE = /^(.+) - \$([\d,]+(?:\.\d{1,2})?) (CAD|USD)$/;

function withPrice(p: TNotice['params']): TNotice['params'] {
  const old = p.price === undefined ? SPOKEN_PRICE.exec(String(p.title ?? '')) : null;
  if (!old) return p;
  return { ...p, title: old[1] ?? '', price: Number(old[2]?.replaceAll(',', '')), currency: old[3] ?? 'CAD' };
}

/** The sentence of a notice, in the reader's language (the catalog's French part names), from its kind and its values. */
export function noticeSentence(
  t: TFunction,
  notice: TNotice,
  lng: string,
  french: TFrenchPartNames = NO_FRENCH_NAMES,
): string {
  const p = notice.kind === 'alert' ? withPrice(notice.params) : notice.params;
  // Kept in English with the notice ('2012 Honda - Civic Alternator'): read in the reader's language.
  const title = noticeTitle(String(p.title ?? ''), productLanguage(lng), french);
  switch (notice.kind) {
    case 'alert': {
      const priced = p.price === undefined ? title : `${title} - ${money(p.price, p.currency, lng)}`;
      return t('notifications.kinds.alert', { name: String(p.search_name ?? ''), title: priced });
    }
    case 'price_drop':
      return t('notifications.kinds.price_drop', {
        title,
        newPrice: money(p.new_price, p.currency, lng),
        oldPrice: money(p.old_price, p.currency, lng),
      });
    case 'watch_expiring':
    case 'post_expiring':
      return t(`notifications.kinds.${notice.kind}`, { title, count: Number(p.days ?? 0) });
    case 'post_deleted': {
      const reason = String(p.reason ?? '').trim();
      return reason
        ? t('notifications.kinds.post_deleted', { title, reason })
        : t('notifications.kinds.post_deletedNoReason', { title });
    }
    default:
      return t(`notifications.kinds.${notice.kind}`, { title });
  }
}
