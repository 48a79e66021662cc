import { type TMessage, ZMessage } from '@common/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyMessageToContacts } from './contacts-cache';
import { type TConversationData, withMessage } from './get-conversation';
import { CONTACTS_KEY, conversationKey } from './query-keys';

/** POST /api/messages: the spec's INSERT messages. */
export function sendMessage(receiverId: string, content: string) {
  return apiRequest('/messages', {
    method: 'POST',
    body: { receiver_id: receiverId, content },
    schema: ZMessage,
  });
}

/** Sends, then shows the message at once (the live echo of it is recognised by its id). */
export function useSendMessage(receiverId: string, myId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendMessage(receiverId, content),
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
