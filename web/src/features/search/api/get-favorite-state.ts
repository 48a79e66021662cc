import type { TFavoriteState } from '@common/contracts/favorites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const favoriteStateKey = (postId: number) => ['favorite-state', postId] as const;

/** GET /api/favorites/{post_id}: whether the signed-in viewer has favourited this post. */
export function getFavoriteState(postId: number, signal?: AbortSignal) {
  return apiRequest<TFavoriteState>(`/favorites/${postId}`, { signal });
}

export const favoriteStateQueryOptions = (postId: number) =>
  queryOptions({
    queryKey: favoriteStateKey(postId),
    queryFn: ({ signal }) => getFavoriteState(postId, signal),
  });

export function useFavoriteState(postId: number, enabled = true) {
  return useQuery({ ...favoriteStateQueryOptions(postId), enabled });
}
