import {
  parseSearchValue,
  SEARCH_URL_KEYS,
  SEARCH_VIEW_KEYS,
  type TSearchFilters,
  type TSearchView,
} from '../contracts/search-keys';

// A search as its URL query carries it (the home page's results, a seller's sorted and paged
// list), read and written the same way by the browser app and by the server's head tags, so an
// equal search has one canonical address. No zod: the browser's home page loads this.

export interface TSearchState {
  filters: TSearchFilters;
  view: TSearchView;
}

const VIEW_KEYS: ReadonlySet<string> = new Set(SEARCH_VIEW_KEYS);

/**
 * Reads a search from a URL query. Each key is parsed on its own, so one hand-edited bad value
 * (say search_year=abc) drops only that key instead of the whole search.
 */
export function parseSearchState(params: URLSearchParams): TSearchState {
  const filters: Record<string, unknown> = {};
  const view: Record<string, unknown> = {};
  for (const key of SEARCH_URL_KEYS) {
    const value = parseSearchValue(key, params.get(key) ?? undefined);
    if (value !== undefined) (VIEW_KEYS.has(key) ? view : filters)[key] = value;
  }
  // A unit means nothing without a radius.
  if (filters.radius === undefined) delete filters.unit;
  return { filters: filters as TSearchFilters, view: view as TSearchView };
}

/** The filters alone (the header logo, the form). */
export function parseSearchFilters(params: URLSearchParams): TSearchFilters {
  return parseSearchState(params).filters;
}

/** Writes a search as a URL query in a stable key order; defaults (page 1, price ascending) are left out. */
export function toSearchParams(filters: TSearchFilters, view: TSearchView = {}): URLSearchParams {
  const values: Record<string, unknown> = { ...filters, ...view };
  if (values.radius === undefined) delete values.unit;
  if (view.page === 1) delete values.page;
  if ((view.order_by ?? 'price') === 'price' && (view.direction ?? 'asc') === 'asc') {
    delete values.order_by;
    delete values.direction;
  }
  const params = new URLSearchParams();
  for (const key of SEARCH_URL_KEYS) {
    const value = values[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}
