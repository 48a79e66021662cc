// How a post reads wherever the browser shows it (cards, the post page, its tab title): one place
// for the title and the price. Components reach these through useFormat() (lib/format.ts), which
// gives the page's language.
import { DEFAULT_LANGUAGE, type TLanguage } from '@common/i18n/languages';

interface TTitled {
  year: number;
  vehicle_name: string;
  part_name: string;
  stock_number: string;
}

/** SPEC.md: the title is year, vehicle name, part name, stock number (the part's name in `part`'s words). */
export function postTitle(post: TTitled, part: (name: string) => string = (name) => name): string {
  return [post.year, post.vehicle_name, part(post.part_name), post.stock_number].join(' ');
}

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
// French: Intl's fr-CA currency style with the plain '$' sign ('1 250,00 $'): the ISO code that
// follows names the currency, as in English.
const frenchAmount = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });

/** '$1,250.00': the spec's $ prefix, always with cents so prices line up. French: '1 250,00 $'. */
export function formatAmount(amount: number, language: TLanguage = DEFAULT_LANGUAGE): string {
  if (language === 'fr') return frenchAmount.format(amount);
  return `$${amountFormat.format(amount)}`;
}

/** '$1,250.00 CAD'; French '1 250,00 $ CAD', '1 250,00 $ USD'. */
export function formatPrice(
  amount: number,
  currency: string,
  language: TLanguage = DEFAULT_LANGUAGE,
): string {
  return `${formatAmount(amount, language)} ${currency}`;
}
