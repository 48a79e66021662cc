import type { TSearchPage } from '@common/contracts/search';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { searchPostsKey } from './query-keys';

/** GET /api/posts/search: one page of live posts (query from searchQueryString). */
export function searchPosts(query: string, signal?: AbortSignal) {
  return apiRequest<TSearchPage>(`/posts/search?${query}`, { signal });
}

export const searchPostsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: searchPostsKey(query),
    queryFn: ({ signal }) => searchPosts(query, signal),
    // A new page or sort keeps the last results on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
