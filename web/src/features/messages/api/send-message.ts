import type { TMessage } from '@common/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyMessageToContacts } from './contacts-cache';
import { type TConversationData, withMessage } from './get-conversation';
import { CONTACTS_KEY, conversationKey } from './query-keys';

export interface TSendInput {
  content: string;
  /** The post the message asks about (the conversation was opened from its page). */
  postId?: number;
}

/** POST /api/messages: the spec's INSERT messages, about a post when one is given. */
export function sendMessage(receiverId: string, { content, postId }: TSendInput) {
  return apiRequest<TMessage>('/messages', {
    method: 'POST',
    body: { receiver_id: receiverId, content, ...(postId === undefined ? {} : { post_id: postId }) },
  });
}

/** Sends, then shows the message at once (the live echo of it is recognised by its id). */
export function useSendMessage(receiverId: string, myId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSendInput) => sendMessage(receiverId, input),
    onSuccess: (message: TMessage) => {
      queryClient.setQueryData<TConversationData>(conversationKey(receiverId), (d) =>
        withMessage(d, message),
      );
      if (!applyMessageToContacts(queryClient, message, myId)) {
        void queryClient.invalidateQueries({ queryKey: CONTACTS_KEY });
      }
    },
  });
}
