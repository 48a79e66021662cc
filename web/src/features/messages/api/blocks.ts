import type { TBlockResponse, TBlocksResponse } from '@common/contracts/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BLOCKS_KEY, CONTACTS_KEY, CONVERSATION_KEY, UNREAD_KEY } from './query-keys';

/** GET /api/messages/blocks: the users this user blocked. */
export function useBlocks() {
  return useQuery({
    queryKey: BLOCKS_KEY,
    queryFn: ({ signal }) => apiRequest<TBlocksResponse>('/messages/blocks', { signal }),
  });
}

/** Block (POST) or unblock (DELETE); the contacts, conversations and badge are read again after. */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) =>
      blocked
        ? apiRequest<TBlockResponse>('/messages/blocks', {
            method: 'POST',
            body: { user_id: userId },
          })
        : apiRequest<TBlockResponse>(`/messages/blocks/${encodeURIComponent(userId)}`, {
            method: 'DELETE',
          }),
    onSuccess: () =>
      Promise.all(
        [BLOCKS_KEY, CONTACTS_KEY, CONVERSATION_KEY, UNREAD_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
