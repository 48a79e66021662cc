import { z } from 'zod';
import { DISTANCE_UNITS, RADIUS_CHOICES } from '../rules/distance';
import { CONDITIONS, GRADES, WARRANTY_DAYS } from '../rules/part-details';
import { ZInt, ZRowId } from './ids';
import { KEYWORD_MAX, SEARCH_MAX_PAGE, SORT_DIRECTIONS, SORT_KEYS } from './search';

// The home page's search as its URL carries it, so a search can be shared, bookmarked and walked
// back: SPEC.md section 3's search parameter names, plus the keyword, a place typed by the buyer
// (a postal code or city; the device's own position never goes into a URL), the radius, the sort
// and the page.
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalId = z.preprocess(blank, ZRowId('idInvalid').optional());
const optionalText = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());

export const ZSearchFilters = z.object({
  search_year: optionalId,
  search_manufacturer: optionalText(100),
  search_make: optionalId,
  search_part: optionalId,
  q: optionalText(KEYWORD_MAX),
  near: optionalText(100),
  radius: z.preprocess(
    blank,
    z.coerce
      .number()
      .refine((r) => (RADIUS_CHOICES as readonly number[]).includes(r))
      .optional(),
  ),
  unit: z.preprocess(blank, z.enum(DISTANCE_UNITS).optional()),
  // Issue 15: condition, grade or better, warranty of at least N days, shipping offered.
  condition: z.preprocess(blank, z.enum(CONDITIONS).optional()),
  grade: z.preprocess(blank, z.enum(GRADES).optional()),
  warranty: z.preprocess(
    blank,
    z.coerce
      .number()
      .refine((d) => (WARRANTY_DAYS as readonly number[]).includes(d))
      .optional(),
  ),
  shipping: z.preprocess(blank, z.enum(['1']).optional()),
});
export type TSearchFilters = z.infer<typeof ZSearchFilters>;

/** How the results are shown: the sort and the page (1-based). */
export const ZSearchView = z.object({
  order_by: z.preprocess(blank, z.enum(SORT_KEYS).optional()),
  direction: z.preprocess(blank, z.enum(SORT_DIRECTIONS).optional()),
  page: z.preprocess(blank, ZInt('pageInvalid', { max: SEARCH_MAX_PAGE }).optional()),
});
export type TSearchView = z.infer<typeof ZSearchView>;

/** The vehicle and part filters: the ones the header logo counts (four filters, four stages). */
export const SEARCH_FILTER_KEYS = [
  'search_year',
  'search_manufacturer',
  'search_make',
  'search_part',
] as const;

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
  'order_by',
  'direction',
  'page',
] as const;

/** How many of the four filters (year, manufacturer, model, part) are set. */
export function countFilters(filters: Partial<TSearchFilters>): number {
  return SEARCH_FILTER_KEYS.filter((k) => filters[k] !== undefined && filters[k] !== '').length;
}

/** The header logo's stage, 0 to 3: one image per stage, the last one for three or more filters. */
export function logoStage(filters: Partial<TSearchFilters>): 0 | 1 | 2 | 3 {
  return Math.min(countFilters(filters), 3) as 0 | 1 | 2 | 3;
}
