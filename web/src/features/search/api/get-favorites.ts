import type { TSearchPage } from '@common/contracts/search';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { favoritesKey } from './query-keys';

/** GET /api/favorites: the signed-in user's favourited live posts (the search's paging, sort and location). */
export function getFavorites(query: string, signal?: AbortSignal) {
  return apiRequest<TSearchPage>(`/favorites?${query}`, { signal });
}

export const favoritesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: favoritesKey(query),
    queryFn: ({ signal }) => getFavorites(query, signal),
    placeholderData: keepPreviousData,
    // A page fetched before moving to it (Next, Previous) is shown without a second read.
    staleTime: 30_000,
  });
