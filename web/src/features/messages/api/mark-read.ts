import type { TReadResponse } from '@common/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearContactUnread } from './contacts-cache';
import { type TConversationData, withIncomingRead } from './get-conversation';
import { conversationKey, UNREAD_KEY } from './query-keys';

/** POST /api/messages/{user_id}/read: what that user sent me is read now. */
export function useMarkRead(otherId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<TReadResponse>(`/messages/${encodeURIComponent(otherId)}/read`, { method: 'POST' }),
    onSuccess: ({ unread_total }) => {
      const at = new Date().toISOString();
      queryClient.setQueryData<TConversationData>(conversationKey(otherId), (d) =>
        withIncomingRead(d, otherId, at),
      );
      queryClient.setQueryData(UNREAD_KEY, { unread_total });
      clearContactUnread(queryClient, otherId, unread_total);
    },
  });
}
