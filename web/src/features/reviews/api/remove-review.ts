import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { REVIEWS_KEY } from './query-keys';

/** POST /api/admin/reviews/{id}/remove {reason}: an admin removes a review (audited). */
export function useRemoveReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<{ id: number; removed: boolean }>(`/admin/reviews/${id}/remove`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
