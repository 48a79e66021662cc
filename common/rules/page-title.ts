import { DEFAULT_LANGUAGE, LOCALE_TAGS, type TLanguage } from '../i18n/languages';
import { NO_FRENCH_NAMES, partLabel, type TFrenchPartNames } from '../i18n/part-names';
import { splitVehicleName } from '../vehicles';

// A tab's title, the same from the server (the first HTML, for crawlers and link previews) and
// from the browser app: '<page> - PartsYard'.

export const SITE_NAME = 'PartsYard';

/** 'Messages - PartsYard'; the site name alone for an empty page name. */
export function pageTitle(page: string): string {
  const name = page.trim();
  return name ? `${name} - ${SITE_NAME}` : SITE_NAME;
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A price as people say it: whole dollars ('$120', '$1,250' for 1249.99), cents kept only under
 * $100 where they matter ('$4.50'), with the currency: '$120 CAD'. In French as Intl writes it
 * for fr-CA: '120 $', '4,50 $', '120 $ US'.
 */
export function spokenPrice(
  amount: number,
  currency: string,
  language: TLanguage = DEFAULT_LANGUAGE,
): string {
  const cents = Math.round(amount * 100) % 100 !== 0 && amount < 100;
  if (language !== 'en') {
    return new Intl.NumberFormat(LOCALE_TAGS[language], {
      style: 'currency',
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    }).format(cents ? amount : Math.round(amount));
  }
  const text = cents ? withCents.format(amount) : grouped.format(Math.round(amount));
  return `$${text} ${currency}`;
}

/** 'Honda - Civic' reads 'Honda Civic' in a sentence. */
export function vehicleInWords(vehicleName: string): string {
  const { manufacturer, model } = splitVehicleName(vehicleName);
  return model ? `${manufacturer} ${model}` : manufacturer;
}

interface TTitledPost {
  year: number;
  vehicle_name: string;
  part_name: string;
  price: number;
  currencytype: string;
}

/**
 * A post's part in words: '2012 Honda Civic Alternator'; in French 'Alternateur Honda Civic 2012',
 * the part's French name from the catalog's names (`french`; without them the name as given).
 */
export function postPartName(
  post: Omit<TTitledPost, 'price' | 'currencytype'>,
  language: TLanguage = DEFAULT_LANGUAGE,
  french: TFrenchPartNames = NO_FRENCH_NAMES,
): string {
  const vehicle = vehicleInWords(post.vehicle_name);
  if (language === 'en') return `${post.year} ${vehicle} ${post.part_name}`;
  return `${partLabel(post.part_name, language, french)} ${vehicle} ${post.year}`;
}

/**
 * A post page's name: '2012 Honda Civic Alternator - $120 CAD' (pageTitle adds the site); in
 * French 'Alternateur Honda Civic 2012 - 120 $'.
 */
export function postPageName(
  post: TTitledPost,
  language: TLanguage = DEFAULT_LANGUAGE,
  french: TFrenchPartNames = NO_FRENCH_NAMES,
): string {
  return `${postPartName(post, language, french)} - ${spokenPrice(post.price, post.currencytype, language)}`;
}
