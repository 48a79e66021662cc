import type { TNotice } from '@common/contracts/notifications';
import { noticeTitle } from '@common/i18n/notice-title';
import type { TFunction } from 'i18next';
import { productLanguage } from '@/lib/language';

/** A price in the reader's language and the post's currency (Intl: '$1,234.56', '1 234,56 $'). */
function money(value: string | number | undefined, currency: string | number | undefined, lng: string) {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value ?? '');
  try {
    return new Intl.NumberFormat(lng, { style: 'currency', currency: String(currency ?? 'CAD') }).format(n);
  } catch {
    return String(n);
  }
}

/** The sentence of a notice, in the reader's language, from its kind and its values. */
export function noticeSentence(t: TFunction, notice: TNotice, lng: string): string {
  const p = notice.params;
  // Kept in English with the notice ('2012 Honda - Civic Alternator'): read in the reader's language.
  const title = noticeTitle(String(p.title ?? ''), productLanguage(lng));
  switch (notice.kind) {
    case 'alert':
      return t('notifications.kinds.alert', { name: String(p.search_name ?? ''), title });
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
