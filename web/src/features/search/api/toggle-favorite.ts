import type { TFavoriteState } from '@common/contracts/favorites';
import type { TSearchPage } from '@common/contracts/search';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { favoriteStateKey } from './get-favorite-state';
import { FAVORITES_KEY, SEARCH_KEY } from './query-keys';

export const TOGGLE_FAVORITE_KEY = ['search', 'toggle-favorite'] as const;

/** POST /api/favorites/toggle: the server deletes the favourite if it exists, else adds it. */
export function toggleFavorite(postId: number) {
  return apiRequest<TFavoriteState>('/favorites/toggle', {
    method: 'POST',
    body: { post_id: postId },
  });
}

/**
 * Writes a post's new favourite state into every cached list that shows it. A list read already
 * under way began before the toggle and would bring the old state back: it is cancelled first and
 * read again after.
 */
async function applyToLists(queryClient: QueryClient, result: TFavoriteState) {
  const inFlight = queryClient
    .getQueryCache()
    .findAll({ queryKey: SEARCH_KEY, fetchStatus: 'fetching' })
    .map((q) => q.queryKey);
  await queryClient.cancelQueries({ queryKey: SEARCH_KEY, fetchStatus: 'fetching' });
  queryClient.setQueriesData<TSearchPage>({ queryKey: SEARCH_KEY }, (page) => {
    if (!page || !Array.isArray(page.posts)) return page;
    if (!page.posts.some((p) => p.id === result.post_id)) return page;
    return {
      ...page,
      posts: page.posts.map((p) => (p.id === result.post_id ? { ...p, favorites: result.favorites } : p)),
    };
  });
  for (const queryKey of inFlight) void queryClient.refetchQueries({ queryKey, exact: true });
  // The post page's star reads the post's own state.
  queryClient.setQueryData(favoriteStateKey(result.post_id), result);
  // The Favorites page reads its list again when next shown; the one on screen keeps its cards
  // (a star pressed by mistake can be pressed again).
  void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY, refetchType: 'none' });
}

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TOGGLE_FAVORITE_KEY,
    mutationFn: toggleFavorite,
    onSuccess: (result) => applyToLists(queryClient, result),
  });
}
