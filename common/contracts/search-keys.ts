import { DISTANCE_UNITS, RADIUS_CHOICES, type TDistanceUnit } from '../rules/distance';
import { CONDITIONS, GRADES, type TCondition, type TGrade, WARRANTY_DAYS } from '../rules/part-details';
import { toPositiveInt } from './int4';
import {
  KEYWORD_MAX,
  SEARCH_MAX_PAGE,
  SORT_DIRECTIONS,
  SORT_KEYS,
  type TSortDirection,
  type TSortKey,
} from './search-limits';

// The home page's search as its URL carries it, so a search can be shared, bookmarked and walked
// back: docs/PRODUCT.md §7's search parameter names, plus the keyword, a place typed by the buyer
// (a postal code or city; the device's own position never goes into a URL), the radius, the sort
// and the page. No zod here: the browser reads every search URL with these plain parsers, and
// search-filters.ts builds its zod schemas on them, so both read a value the same way.

/** The vehicle and part filters: the ones the header logo counts (four filters, four stages). */
export const SEARCH_FILTER_KEYS = [
  'search_year',
  'search_manufacturer',
  'search_make',
  'search_part',
] as const;

/** How the results are shown: the sort and the page (1-based). */
export const SEARCH_VIEW_KEYS = ['order_by', 'direction', 'page'] as const;

/** Every key of a search URL, in the order URLs are written, so equal searches give equal URLs. */
export const SEARCH_URL_KEYS = [
  ...SEARCH_FILTER_KEYS,
  'q',
  'condition',
  'grade',
  'warranty',
  'shipping',
  'near',
  'radius',
  'unit',
  ...SEARCH_VIEW_KEYS,
] as const;
export type TSearchUrlKey = (typeof SEARCH_URL_KEYS)[number];

export interface TSearchFilters {
  search_year?: number;
  search_manufacturer?: string;
  search_make?: number;
  search_part?: number;
  q?: string;
  near?: string;
  /** One of RADIUS_CHOICES, in `unit`. */
  radius?: number;
  unit?: TDistanceUnit;
  // The part's details: condition, grade or better, warranty of at least N days, shipping offered.
  condition?: TCondition;
  grade?: TGrade;
  /** One of WARRANTY_DAYS. */
  warranty?: number;
  shipping?: '1';
}

export interface TSearchView {
  order_by?: TSortKey;
  direction?: TSortDirection;
  /** 1 to SEARCH_MAX_PAGE. */
  page?: number;
}

type TSearchValues = TSearchFilters & TSearchView;

/** No value at all: missing, null, or only blanks. */
export function isBlankSearchValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const text =
  (max: number) =>
  (value: unknown): string | undefined => {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    return trimmed !== '' && trimmed.length <= max ? trimmed : undefined;
  };

const oneOf =
  <T>(choices: readonly T[]) =>
  (value: unknown): T | undefined =>
    choices.find((choice) => choice === value);

/** A number among the choices, from a number or a numeric string ('50' is 50). */
const numberOf =
  <T extends number>(choices: readonly T[]) =>
  (value: unknown): T | undefined =>
    typeof value === 'number' || typeof value === 'string' ? oneOf(choices)(Number(value)) : undefined;

/**
 * How each key's value is read: the value, or undefined when it is blank or not acceptable (then
 * the key is left out). One rule per key, shared by the browser and the server.
 */
const RULES: { readonly [K in TSearchUrlKey]-?: (value: unknown) => TSearchValues[K] } = {
  search_year: (v) => toPositiveInt(v),
  search_manufacturer: text(100),
  search_make: (v) => toPositiveInt(v),
  search_part: (v) => toPositiveInt(v),
  q: text(KEYWORD_MAX),
  near: text(100),
  radius: numberOf(RADIUS_CHOICES),
  unit: oneOf(DISTANCE_UNITS),
  condition: oneOf(CONDITIONS),
  grade: oneOf(GRADES),
  warranty: numberOf(WARRANTY_DAYS),
  shipping: oneOf(['1'] as const),
  order_by: oneOf(SORT_KEYS),
  direction: oneOf(SORT_DIRECTIONS),
  page: (v) => toPositiveInt(v, SEARCH_MAX_PAGE),
};

/** One key's value from a URL (or any input): undefined when blank or not acceptable. */
export function parseSearchValue<K extends TSearchUrlKey>(
  key: K,
  value: unknown,
): TSearchValues[K] | undefined {
  const rule = RULES[key] as (value: unknown) => TSearchValues[K];
  return isBlankSearchValue(value) ? undefined : rule(value);
}

/** How many of the four filters (year, manufacturer, model, part) are set. */
export function countFilters(filters: Partial<TSearchFilters>): number {
  return SEARCH_FILTER_KEYS.filter((k) => filters[k] !== undefined && filters[k] !== '').length;
}

/** The header logo's stage, 0 to 3: one image per stage, the last one for three or more filters. */
export function logoStage(filters: Partial<TSearchFilters>): 0 | 1 | 2 | 3 {
  return Math.min(countFilters(filters), 3) as 0 | 1 | 2 | 3;
}
