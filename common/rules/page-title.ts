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
 * $100 where they matter ('$4.50'), with the currency: '$120 CAD'.
 */
export function spokenPrice(amount: number, currency: string): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  const text = cents && amount < 100 ? withCents.format(amount) : grouped.format(Math.round(amount));
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

/** A post page's name: '2012 Honda Civic Alternator - $120 CAD' (pageTitle adds the site). */
export function postPageName(post: TTitledPost): string {
  return `${post.year} ${vehicleInWords(post.vehicle_name)} ${post.part_name} - ${spokenPrice(post.price, post.currencytype)}`;
}
