import type { TPost } from '@common/contracts/posts';
import type { TLanguage } from '@common/i18n/languages';
import { fitmentYears } from '@common/rules/fitment';
import { spokenPrice, vehicleInWords } from '@common/rules/page-title';
import { offersShipping } from '@common/rules/part-details';
import { translate } from '../../lib/i18n/translate';

// A shared link's preview (Open Graph description): what a buyer asks first, in plain words and
// short, then the seller's description (as they wrote it). In the page's language: /view/... is
// English, /fr/view/... French (server/locales: pages.post).

/** The most characters of the description a preview carries. */
export const OG_DESCRIPTION_MAX = 300;
/** The fitment rows named before 'and N more'. */
const FITS_SHOWN = 2;

const t = (language: TLanguage, key: string, params?: Record<string, string | number>) =>
  translate(language, `server.pages.post.${key}`, params);

function delivery(post: TPost, language: TLanguage): string {
  if (!offersShipping(post.delivery)) return t(language, 'pickupOnly');
  const price =
    post.shipping_price === null
      ? t(language, 'quote')
      : spokenPrice(post.shipping_price, post.currencytype, language);
  return t(language, post.delivery === 'both' ? 'pickupOrShipping' : 'ships', { price });
}

function fits(post: TPost, language: TLanguage): string {
  if (post.fitments.length === 0) return '';
  const vehicles = post.fitments
    .slice(0, FITS_SHOWN)
    .map((f) => `${vehicleInWords(f.vehicle_name)} ${fitmentYears(f)}`)
    .join(', ');
  const more = post.fitments.length - FITS_SHOWN;
  return more > 0 ? t(language, 'fitsMore', { vehicles, count: more }) : t(language, 'fits', { vehicles });
}

/** 'Used, grade B. 90-day warranty. Local pickup or shipping ($25 CAD). Fits Honda Civic 2012-2015. <description>' */
export function ogDescription(post: TPost, language: TLanguage = 'en'): string {
  const condition = t(language, post.condition);
  const state = post.grade
    ? t(language, 'grade', { condition, grade: post.grade })
    : t(language, 'condition', { condition });
  const warranty =
    post.warranty_days > 0 ? t(language, 'warranty', { days: post.warranty_days }) : t(language, 'asIs');
  const summary = [state, warranty, delivery(post, language), fits(post, language)].filter(Boolean).join(' ');
  const text = `${summary} ${post.description}`;
  return text.length > OG_DESCRIPTION_MAX ? `${text.slice(0, OG_DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}
