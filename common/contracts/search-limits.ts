import { PAGE_SIZE } from '../constants';

// The search's limits and sort choices, kept apart from the zod schemas (search.ts) so the browser
// can read them without loading zod.

export const KEYWORD_MAX = 200;
/** How deep a search may page (rows); past it, filters narrow better than paging. */
export const SEARCH_MAX_OFFSET = 10_000;
/** The most rows one call may ask for. */
export const SEARCH_MAX_ROWS = 50;
export const SORT_KEYS = ['price', 'year', 'distance'] as const;
export type TSortKey = (typeof SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type TSortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * The filters a search with no results may suggest dropping (its URL keys), each counted without
 * it; the widening counts stop at SEARCH_WIDEN_CAP (a suggestion needs a size, not an exact one).
 */
export const WIDEN_FILTERS = [
  'search_year',
  'search_manufacturer',
  'search_make',
  'search_part',
  'q',
  'condition',
  'grade',
  'warranty',
  'shipping',
  'radius',
] as const;
export type TWidenFilter = (typeof WIDEN_FILTERS)[number];
export const SEARCH_WIDEN_CAP = 100;
/** The most years with posts a search for a model in a year with none suggests. */
export const WIDEN_YEARS_MAX = 6;

/** The rows of a 1-based page: docs/PRODUCT.md §4 (page 1 is rows 0 to 9). */
export function pageRange(page: number, size = PAGE_SIZE): { range_from: number; range_to: number } {
  const from = (Math.max(1, Math.floor(page)) - 1) * size;
  return { range_from: from, range_to: from + size - 1 };
}

/** The furthest page a search may reach. */
export const SEARCH_MAX_PAGE = Math.floor(SEARCH_MAX_OFFSET / PAGE_SIZE) + 1;
