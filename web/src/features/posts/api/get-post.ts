import type { TPost } from '@common/contracts/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { postKey } from './query-keys';

/** GET /api/posts/:id: a post (404 when it does not exist or the viewer may not see it). */
export function getPost(id: number, signal?: AbortSignal) {
  return apiRequest<TPost>(`/posts/${id}`, { signal });
}

export const postQueryOptions = (id: number) =>
  queryOptions({ queryKey: postKey(id), queryFn: ({ signal }) => getPost(id, signal) });

export function usePost(id: number) {
  return useQuery(postQueryOptions(id));
}
