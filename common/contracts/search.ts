import { z } from 'zod';
import { CURRENCIES, PAGE_SIZE, YEAR_LOWER_BOUND } from '../constants';
import { DEFAULT_DISTANCE_UNIT, DISTANCE_UNITS, RADIUS_MAX } from '../rules/distance';
import { CONDITIONS, GRADES, WARRANTY_DAYS } from '../rules/part-details';
import { ZInt, ZRowId } from './ids';
import { YEAR_MAX, ZFitment, ZImage, ZPartDetails } from './posts';
import {
  KEYWORD_MAX,
  SEARCH_MAX_OFFSET,
  SEARCH_MAX_ROWS,
  SORT_DIRECTIONS,
  SORT_KEYS,
  WIDEN_FILTERS,
} from './search-limits';

// GET /api/posts/search: docs/PRODUCT.md §7's search parameters (search_year, search_make,
// search_manufacturer, search_part, search_user_id, range_from, range_to, order_by) plus the
// keyword, the searcher's location, a radius and the sort direction (docs/PRODUCT.md §10).
// Issue messages are keys of common/locales/en.json.

// The limits and sort choices live in search-limits.ts (no zod there: the browser reads them).
export {
  pageRange,
  SEARCH_MAX_PAGE,
  SEARCH_MAX_ROWS,
  SEARCH_WIDEN_CAP,
  type TSortDirection,
  type TSortKey,
  type TWidenFilter,
  WIDEN_YEARS_MAX,
} from './search-limits';

/** An empty (or all-blank) query value is no filter (docs/PRODUCT.md §5, search). */
const blank = (v: unknown) => {
  if (typeof v !== 'string') return v ?? undefined;
  const trimmed = v.trim(); // ' 2012 ' is 2012
  return trimmed === '' ? undefined : trimmed;
};
/** PostgreSQL text cannot hold a NUL character: refuse it here rather than fail in the query. */
const text = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, key)
    .refine((s) => !s.includes('\0'), 'Text must not contain NUL characters.');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const id = (key: string) => optional(ZRowId(key));

/**
 * A latitude or longitude, rounded to 7 decimals (about a centimetre): PostgreSQL refuses subnormal
 * floats such as 5e-324 as out of range (a 500 before, found by the fuzz).
 */
const coordinate = (limit: number) =>
  z.coerce
    .number({ error: 'locationInvalid' })
    .min(-limit, 'locationInvalid')
    .max(limit, 'locationInvalid')
    .transform((v) => Math.round(v * 1e7) / 1e7 || 0);

// Past the deepest offset the answer is 'rangeTooDeep'; a malformed value is 'rangeInvalid'.
const ZRangeFrom = ZInt('rangeInvalid', { min: 0 }).refine((n) => n <= SEARCH_MAX_OFFSET, 'rangeTooDeep');

export const ZSearchQuery = z
  .object({
    search_year: optional(ZInt('searchYearInvalid', { min: YEAR_LOWER_BOUND, max: YEAR_MAX })),
    search_make: id('searchModelInvalid'),
    search_manufacturer: optional(text(100, 'fieldTooLong')),
    search_part: id('searchPartInvalid'),
    search_user_id: optional(text(100, 'fieldTooLong')),
    q: optional(text(KEYWORD_MAX, 'keywordTooLong')),
    lat: optional(coordinate(90)),
    lng: optional(coordinate(180)),
    radius: optional(
      z.coerce.number({ error: 'radiusInvalid' }).positive('radiusInvalid').max(RADIUS_MAX, 'radiusInvalid'),
    ),
    unit: z.preprocess(
      blank,
      z.enum(DISTANCE_UNITS, { error: 'unitInvalid' }).default(DEFAULT_DISTANCE_UNIT),
    ),
    range_from: z.preprocess(blank, ZRangeFrom.default(0)),
    range_to: optional(ZInt('rangeInvalid', { min: 0 })),
    // The part-detail filters: the condition, a used part's grade or better, a warranty of at least so
    // many days, shipping offered ('1').
    condition: optional(z.enum(CONDITIONS, { error: 'conditionInvalid' })),
    grade: optional(z.enum(GRADES, { error: 'gradeInvalid' })),
    warranty: optional(
      ZInt('warrantyInvalid', { min: 0, max: 180 }).refine(
        (d) => (WARRANTY_DAYS as readonly number[]).includes(d),
        'warrantyInvalid',
      ),
    ),
    shipping: optional(z.enum(['1'], { error: 'shippingFilterInvalid' })),
    order_by: z.preprocess(blank, z.enum(SORT_KEYS, { error: 'sortInvalid' }).default('price')),
    direction: z.preprocess(blank, z.enum(SORT_DIRECTIONS, { error: 'sortInvalid' }).default('asc')),
  })
  .superRefine((v, ctx) => {
    if ((v.lat === undefined) !== (v.lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.lat === undefined ? 'lat' : 'lng'],
        message: 'locationInvalid',
      });
    }
    if ((v.radius !== undefined || v.order_by === 'distance') && v.lat === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [v.radius !== undefined ? 'radius' : 'order_by'],
        message: 'locationRequired',
      });
    }
    const to = v.range_to ?? v.range_from + PAGE_SIZE - 1;
    if (to < v.range_from || to - v.range_from + 1 > SEARCH_MAX_ROWS) {
      ctx.addIssue({ code: 'custom', path: ['range_to'], message: 'rangeInvalid' });
    }
  });
export type TSearchParams = z.output<typeof ZSearchQuery>;

/** A post as lists show it (docs/PRODUCT.md §3, what the API shows of a post), plus its city. */
export const ZListedPost = z.object({
  id: z.number().int(),
  user_id: z.string(),
  username: z.string(),
  price: z.number(),
  currencytype: z.enum(CURRENCIES),
  year: z.number().int(),
  vehicle_name: z.string(),
  part_name: z.string(),
  stock_number: z.string(),
  description: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** Metres from the search's lat/lng (the spec's dist_meters); null when none was sent. */
  distance: z.number().nullable(),
  images: z.array(ZImage),
  /** The viewer's own favourite of this post ([] when not favourited, or for a visitor). */
  favorites: z.array(z.object({ id: z.number().int() })),
  /** What the part fits, the first row being year and vehicle_name. */
  fitments: z.array(ZFitment),
  /** The index in fitments of the row that matched the search's year, model or manufacturer; null without those filters. */
  matched_fitment: z.number().int().nullable(),
  ...ZPartDetails.shape,
});
export type TListedPost = z.infer<typeof ZListedPost>;

/** A widening count: up to SEARCH_WIDEN_CAP, and whether more match. */
const widenCount = { total: z.number().int(), totalCapped: z.boolean() };

/**
 * What would widen a search that found nothing (only with an empty first page): each set filter
 * whose removal finds posts, most first; the next larger radius choice that finds posts; and for
 * a model in a year, the model in any year with the nearest years that have posts.
 */
export const ZSearchWiden = z.object({
  drop: z.array(z.object({ filter: z.enum(WIDEN_FILTERS), ...widenCount })),
  radius: z.object({ radius: z.number(), unit: z.enum(DISTANCE_UNITS), ...widenCount }).nullable(),
  years: z.object({ years: z.array(z.number().int()), ...widenCount }).nullable(),
});
export type TSearchWiden = z.infer<typeof ZSearchWiden>;

export const ZSearchPage = z.object({
  posts: z.array(ZListedPost),
  range_from: z.number().int(),
  range_to: z.number().int(),
  /** More rows follow this page. */
  hasMore: z.boolean(),
  /** How many posts match, counted up to SEARCH_COUNT_CAP (common/constants.ts). */
  total: z.number().int(),
  /** More posts than `total` match (the count stopped at the cap): '1,000+'. */
  totalCapped: z.boolean(),
  /** A public search's empty first page: what would find posts (ZSearchWiden). */
  widen: ZSearchWiden.optional(),
});
export type TSearchPage = z.infer<typeof ZSearchPage>;
