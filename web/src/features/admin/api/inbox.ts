import type { TContactMessagesResponse, TResolveResponse } from '@common/contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_KEY, INBOX_KEY, type TListStatus } from './query-keys';

/** GET /api/admin/contact-messages: the contact form's messages, open ones newest first. */
export function useInbox(status: TListStatus, page: number) {
  return useQuery({
    queryKey: [...INBOX_KEY, status, page],
    queryFn: ({ signal }) =>
      apiRequest<TContactMessagesResponse>(`/admin/contact-messages?status=${status}&page=${page}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<TResolveResponse>(`/admin/contact-messages/${id}/handled`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
