import type { TReview } from '@common/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { REVIEWS_KEY } from './query-keys';

/** POST /api/reviews/{id}/answer: the rated user's one public answer. */
export function useAnswerReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<TReview>(`/reviews/${id}/answer`, { method: 'POST', body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
