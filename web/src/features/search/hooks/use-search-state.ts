import type { TSearchFilters, TSearchView } from '@common/contracts/search-filters';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchState, type TSearchState, toSearchParams } from '../search-params';

export interface TSearchStateApi extends TSearchState {
  /** A new search: the filters change, the sort stays, the page goes back to 1. */
  setFilters: (filters: TSearchFilters) => void;
  /** Another sort or page of the same search. */
  setView: (view: TSearchView) => void;
}

/**
 * The search lives in the URL query so it can be shared, bookmarked and walked back with Back:
 * each change pushes a history entry.
 */
export function useSearchState(): TSearchStateApi {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // Keyed on the query string: params is a mutable object, the string is the value.
  const state = useMemo(() => parseSearchState(new URLSearchParams(query)), [query]);
  const setFilters = useCallback(
    (filters: TSearchFilters) =>
      setParams(toSearchParams(filters, { order_by: state.view.order_by, direction: state.view.direction })),
    [setParams, state.view.order_by, state.view.direction],
  );
  const setView = useCallback(
    // The page keeps its scroll (the results list brings its own top into view), not the top of the form.
    (view: TSearchView) => setParams(toSearchParams(state.filters, view), { preventScrollReset: true }),
    [setParams, state.filters],
  );
  return { ...state, setFilters, setView };
}

/** The filters alone, read-only (the header logo). */
export function useSearchFilters(): TSearchFilters {
  return useSearchState().filters;
}
