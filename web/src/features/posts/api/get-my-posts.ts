import type { TPostPage } from '@common/contracts/posts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myPostsKey } from './query-keys';

/** GET /api/my-posts?page=n: the signed-in seller's posts in every state, 10 a page, newest first. */
export function getMyPosts(page: number, signal?: AbortSignal) {
  return apiRequest<TPostPage>(`/my-posts?page=${page}`, { signal });
}

export const myPostsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: myPostsKey(page),
    queryFn: ({ signal }) => getMyPosts(page, signal),
    // Paging keeps the last page on screen until the next one arrives, instead of a blank list.
    placeholderData: keepPreviousData,
  });

export function useMyPosts(page: number) {
  return useQuery(myPostsQueryOptions(page));
}
