import type { TCreateReviewRequest, TReview, TUpdateReviewRequest } from '@common/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { REVIEWS_KEY } from './query-keys';

export type TWriteReview =
  | { kind: 'create'; body: TCreateReviewRequest }
  | { kind: 'update'; id: number; body: TUpdateReviewRequest };

/** POST /api/reviews (a new review) or PATCH /api/reviews/{id} (its author's change within 7 days). */
export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TWriteReview) =>
      input.kind === 'create'
        ? apiRequest<TReview>('/reviews', { method: 'POST', body: input.body })
        : apiRequest<TReview>(`/reviews/${input.id}`, { method: 'PATCH', body: input.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
