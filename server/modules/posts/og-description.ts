import type { TPost } from '@common/contracts/posts';
import { fitmentYears } from '@common/rules/fitment';
import { spokenPrice, vehicleInWords } from '@common/rules/page-title';
import { offersShipping } from '@common/rules/part-details';

// A shared link's preview (Open Graph description): what a buyer asks first, in plain words and
// short, then the seller's description. Crawlers read English only, like the page's first HTML.

/** The most characters of the description a preview carries. */
export const OG_DESCRIPTION_MAX = 300;
/** The fitment rows named before 'and N more'. */
const FITS_SHOWN = 2;

const CONDITION_WORDS = { new: 'New', used: 'Used', remanufactured: 'Remanufactured' } as const;

function delivery(post: TPost): string {
  if (!offersShipping(post.delivery)) return 'Local pickup only.';
  const price =
    post.shipping_price === null ? 'ask for a quote' : spokenPrice(post.shipping_price, post.currencytype);
  return post.delivery === 'both' ? `Local pickup or shipping (${price}).` : `Ships (${price}).`;
}

function fits(post: TPost): string {
  if (post.fitments.length === 0) return '';
  const named = post.fitments
    .slice(0, FITS_SHOWN)
    .map((f) => `${vehicleInWords(f.vehicle_name)} ${fitmentYears(f)}`)
    .join(', ');
  const more = post.fitments.length - FITS_SHOWN;
  return `Fits ${named}${more > 0 ? ` and ${more} more` : ''}.`;
}

/** 'Used, grade B. 90-day warranty. Local pickup or shipping ($25 CAD). Fits Honda Civic 2012-2015. <description>' */
export function ogDescription(post: TPost): string {
  const condition = `${CONDITION_WORDS[post.condition]}${post.grade ? `, grade ${post.grade}` : ''}.`;
  const warranty = post.warranty_days > 0 ? `${post.warranty_days}-day warranty.` : 'Sold as-is.';
  const summary = [condition, warranty, delivery(post), fits(post)].filter(Boolean).join(' ');
  const text = `${summary} ${post.description}`;
  return text.length > OG_DESCRIPTION_MAX ? `${text.slice(0, OG_DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}
