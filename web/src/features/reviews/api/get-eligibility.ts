import type { TReviewEligibility } from '@common/contracts/reviews';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { eligibilityKey } from './query-keys';

/** GET /api/reviews/eligibility: may the viewer rate this user for this post, or edit their review? */
export function useEligibility(otherId: string, postId: number, version: number | null = null) {
  return useQuery({
    queryKey: eligibilityKey(otherId, postId, version),
    // The button stays while a newer answer is asked for.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest<TReviewEligibility>(
        `/reviews/eligibility?with=${encodeURIComponent(otherId)}&post_id=${postId}`,
        { signal },
      ),
  });
}
