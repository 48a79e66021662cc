import { z } from 'zod';
import {
  isBlankSearchValue,
  parseSearchValue,
  SEARCH_URL_KEYS,
  SEARCH_VIEW_KEYS,
  type TSearchFilters,
  type TSearchUrlKey,
  type TSearchView,
} from './search-keys';

// The search URL's keys, types and rules live in search-keys.ts (no zod, for the browser); these
// schemas are built on the same per-key rules, for a server that wants a search as a zod schema.
export type {
  TSearchFilters,
  TSearchView,
} from './search-keys';

/** The message (a key of common/locales/en.json) of a value a key's rule refuses. */
const ISSUES: Record<TSearchUrlKey, string> = {
  search_year: 'searchYearInvalid',
  search_manufacturer: 'fieldTooLong',
  search_make: 'searchModelInvalid',
  search_part: 'searchPartInvalid',
  q: 'keywordTooLong',
  near: 'fieldTooLong',
  radius: 'radiusInvalid',
  unit: 'unitInvalid',
  condition: 'conditionInvalid',
  grade: 'gradeInvalid',
  warranty: 'warrantyInvalid',
  shipping: 'shippingFilterInvalid',
  order_by: 'sortInvalid',
  direction: 'sortInvalid',
  page: 'pageInvalid',
};

/** A key's rule as a schema: blank is absent; a value the rule refuses is an issue. */
function keySchema(key: TSearchUrlKey) {
  return z
    .unknown()
    .transform((value, ctx) => {
      if (isBlankSearchValue(value)) return undefined;
      const parsed = parseSearchValue(key, value);
      if (parsed === undefined) ctx.addIssue({ code: 'custom', message: ISSUES[key] });
      return parsed;
    })
    .optional();
}

/** An object of these keys, each read by its rule; typed by hand (the rules' own types, key by key). */
function objectOf(keys: readonly TSearchUrlKey[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, keySchema(key)])));
}

const FILTER_KEYS = SEARCH_URL_KEYS.filter(
  (key): key is Exclude<TSearchUrlKey, (typeof SEARCH_VIEW_KEYS)[number]> =>
    !(SEARCH_VIEW_KEYS as readonly string[]).includes(key),
);

export const ZSearchFilters = objectOf(FILTER_KEYS) as unknown as z.ZodType<TSearchFilters>;
export const ZSearchView = objectOf(SEARCH_VIEW_KEYS) as unknown as z.ZodType<TSearchView>;
