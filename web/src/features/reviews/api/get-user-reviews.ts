import type { TUserReviewsResponse } from '@common/contracts/reviews';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userReviewsKey } from './query-keys';

/** GET /api/users/{id}/reviews?page=N: a user's reviews, newest first, page by page ("More reviews"). */
export function useUserReviews(userId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: userReviewsKey(userId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<TUserReviewsResponse>(`/users/${encodeURIComponent(userId)}/reviews?page=${pageParam}`, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    enabled,
  });
}
