import type { TLanguage } from '../i18n/languages';
import { NO_FRENCH_NAMES, partLabel, type TFrenchPartNames } from '../i18n/part-names';
import { splitVehicleName } from '../vehicles';
import { postPartName, vehicleInWords } from './page-title';

// schema.org JSON-LD for the public pages, pure so the server's head tags and any test
// build the same objects. Only what a post already shows the public goes in: the seller's public
// name, never an email, street, postal code or legal name.

const SCHEMA = 'https://schema.org';

/** An item of a trail of pages, with its absolute url. */
export interface TCrumb {
  name: string;
  url: string;
}

/** schema.org BreadcrumbList: the trail from the site's root to this page, positions from 1. */
export function breadcrumbListJsonLd(items: readonly TCrumb[]): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

const CONDITIONS = {
  new: `${SCHEMA}/NewCondition`,
  used: `${SCHEMA}/UsedCondition`,
  remanufactured: `${SCHEMA}/RefurbishedCondition`,
} as const;

/** What a Product is built from: the public post (common/contracts/posts.ts TPost fits). */
export interface TProductPost {
  year: number;
  /** 'Manufacturer - Model'. */
  vehicle_name: string;
  part_name: string;
  stock_number: string;
  description: string;
  price: number;
  currencytype: string;
  status: 'active' | 'sold' | 'expired' | 'hidden';
  condition: keyof typeof CONDITIONS;
  /** The seller's public name ('' when none). */
  username: string;
  expires_at: string;
  images: readonly { image: string }[];
  oem_numbers: readonly string[];
  fitments: readonly { vehicle_name: string; year_from: number; year_to: number }[];
}

export interface TProductPlace {
  /** The post page's absolute canonical url. */
  url: string;
  /** The site's origin ('https://partsyard.example'), for photos stored under a path. */
  origin: string;
  /** The seller's public profile page, absolute. */
  sellerUrl?: string;
  /** The page's language: the product's name and category in it (English when left out). */
  language?: TLanguage;
  /** The catalog's French part names, for a French page. */
  french?: TFrenchPartNames;
}

/** A photo's absolute url. */
function absolute(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** 'Honda - Civic' as the schema.org Vehicle a part fits. */
function vehicle(f: TProductPost['fitments'][number]): Record<string, unknown> {
  const { manufacturer, model } = splitVehicleName(f.vehicle_name);
  const years = f.year_from === f.year_to ? `${f.year_from}` : `${f.year_from}-${f.year_to}`;
  return {
    '@type': 'Vehicle',
    name: `${years} ${vehicleInWords(f.vehicle_name)}`,
    brand: { '@type': 'Brand', name: manufacturer },
    ...(model ? { model } : {}),
  };
}

/**
 * schema.org Product for a post, with an Offer (price, currency, in stock, condition, seller) only
 * while the post is for sale: a sold or expired post is a Product with no Offer, which search
 * engines read as "not buyable" rather than as a stale price.
 */
export function productJsonLd(post: TProductPost, place: TProductPlace): Record<string, unknown> {
  const language = place.language ?? 'en';
  const french = place.french ?? NO_FRENCH_NAMES;
  const name = postPartName(post, language, french);
  const product: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': 'Product',
    name,
    description: post.description.trim() || name,
    url: place.url,
    category: partLabel(post.part_name, language, french),
    itemCondition: CONDITIONS[post.condition],
  };
  if (post.images.length > 0) product.image = post.images.map((i) => absolute(i.image, place.origin));
  if (post.stock_number.trim()) product.sku = post.stock_number.trim();
  if (post.oem_numbers[0]) product.mpn = post.oem_numbers[0];
  if (post.fitments.length > 0) product.isAccessoryOrSparePartFor = post.fitments.map(vehicle);
  if (post.status !== 'active') return product;
  const seller = post.username.trim();
  product.offers = {
    '@type': 'Offer',
    url: place.url,
    price: Math.round(post.price * 100) / 100,
    priceCurrency: post.currencytype.toUpperCase(),
    availability: `${SCHEMA}/InStock`,
    itemCondition: CONDITIONS[post.condition],
    ...(/^\d{4}-\d{2}-\d{2}/.test(post.expires_at) ? { priceValidUntil: post.expires_at.slice(0, 10) } : {}),
    ...(seller
      ? { seller: { '@type': 'Person', name: seller, ...(place.sellerUrl ? { url: place.sellerUrl } : {}) } }
      : {}),
  };
  return product;
}

// Characters that could end the <script> element or an HTML comment in it, or break old JS parsers.
const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** `<script type="application/ld+json">…</script>`: text a seller typed can never close the tag. */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c] ?? c);
  return `<script type="application/ld+json">${json}</script>`;
}
