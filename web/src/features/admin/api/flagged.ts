import type { TFlaggedMessagesResponse, TResolveResponse } from '@common/contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_KEY, FLAGGED_KEY, type TListStatus } from './query-keys';

/** GET /api/admin/flagged-messages: messages that matched a scam pattern or were reported. */
export function useFlaggedMessages(status: TListStatus, page: number) {
  return useQuery({
    queryKey: [...FLAGGED_KEY, status, page],
    queryFn: ({ signal }) =>
      apiRequest<TFlaggedMessagesResponse>(`/admin/flagged-messages?status=${status}&page=${page}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkReviewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<TResolveResponse>(`/admin/flagged-messages/${id}/reviewed`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
