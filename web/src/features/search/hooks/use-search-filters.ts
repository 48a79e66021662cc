import type { TSearchFilters } from '@common/contracts/search-filters';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchFilters, toSearchParams } from '../search-params';

/**
 * The search filters live in the URL query so a search can be shared, bookmarked and walked back
 * with Back. Setting them pushes a new history entry.
 */
export function useSearchFilters(): [TSearchFilters, (filters: TSearchFilters) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // Keyed on the query string: params is a mutable object, the string is the value.
  const filters = useMemo(() => parseSearchFilters(new URLSearchParams(query)), [query]);
  const setFilters = useCallback((next: TSearchFilters) => setParams(toSearchParams(next)), [setParams]);
  return [filters, setFilters];
}
