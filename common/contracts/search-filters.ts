import { z } from 'zod';

// The home page's filters, named as SPEC.md section 3's search parameters so a URL can be shared.
const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().positive().optional(),
);

export const ZSearchFilters = z.object({
  search_year: optionalId,
  search_manufacturer: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().trim().max(100).optional(),
  ),
  search_make: optionalId,
  search_part: optionalId,
});
export type TSearchFilters = z.infer<typeof ZSearchFilters>;

export const SEARCH_FILTER_KEYS = [
  'search_year',
  'search_manufacturer',
  'search_make',
  'search_part',
] as const;

/** How many of the four filters (year, manufacturer, model, part) are set. */
export function countFilters(filters: TSearchFilters): number {
  return SEARCH_FILTER_KEYS.filter((k) => filters[k] !== undefined && filters[k] !== '').length;
}

/** The header logo's stage, 0 to 3: one image per stage, the last one for three or more filters. */
export function logoStage(filters: TSearchFilters): 0 | 1 | 2 | 3 {
  return Math.min(countFilters(filters), 3) as 0 | 1 | 2 | 3;
}
