import { SEARCH_FILTER_KEYS, type TSearchFilters, ZSearchFilters } from '@common/contracts/search-filters';

/**
 * Reads the filters from a URL query. Each key is parsed on its own, so one hand-edited bad value
 * (say search_year=abc) drops only that filter instead of the whole search.
 */
export function parseSearchFilters(params: URLSearchParams): TSearchFilters {
  const filters: Record<string, unknown> = {};
  for (const key of SEARCH_FILTER_KEYS) {
    const parsed = ZSearchFilters.shape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return ZSearchFilters.parse(filters);
}

/** Writes the set filters as a URL query, in a stable key order so equal searches give equal URLs. */
export function toSearchParams(filters: TSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}
