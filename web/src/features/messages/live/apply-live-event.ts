import type { TLiveEvent } from '@common/contracts/messages';
import type { QueryClient } from '@tanstack/react-query';
import { applyMessageToContacts } from '../api/contacts-cache';
import { type TConversationData, withMessage } from '../api/get-conversation';
import { CONTACTS_KEY, conversationKey, MESSAGES_KEY, UNREAD_KEY } from '../api/query-keys';

/**
 * What a live event changes in the cache: a message joins its conversation (if loaded) and moves
 * its contact up (a contact not in the list makes the list load again); every event carries the
 * new unread total. After a reconnect, or when the server says it may have missed something,
 * everything is read again, so nothing sent in between is lost.
 */
export function applyLiveEvent(
  queryClient: QueryClient,
  myId: string,
  event: TLiveEvent,
  reconnected: boolean,
) {
  switch (event.type) {
    case 'hello':
      queryClient.setQueryData(UNREAD_KEY, { unread_total: event.unread_total });
      if (reconnected) void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      return;
    case 'message': {
      const { message } = event;
      const otherId = message.sender_id === myId ? message.receiver_id : message.sender_id;
      queryClient.setQueryData<TConversationData>(conversationKey(otherId), (d) => withMessage(d, message));
      queryClient.setQueryData(UNREAD_KEY, { unread_total: event.unread_total });
      if (!applyMessageToContacts(queryClient, message, myId)) {
        void queryClient.invalidateQueries({ queryKey: CONTACTS_KEY });
      }
      return;
    }
    case 'read':
      queryClient.setQueryData(UNREAD_KEY, { unread_total: event.unread_total });
      void queryClient.invalidateQueries({ queryKey: CONTACTS_KEY });
      return;
    case 'resync':
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      return;
    default:
      return;
  }
}
