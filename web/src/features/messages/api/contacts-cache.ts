import type { TContactsResponse, TMessage } from '@common/contracts/messages';
import type { QueryClient } from '@tanstack/react-query';
import { CONTACTS_KEY } from './query-keys';

/**
 * Moves a known contact to the top with the new last message (and one more unread when it came
 * to me; its post, when it asks about one). False when the other user is not in the cached list (a new contact): the caller refetches.
 */
export function applyMessageToContacts(queryClient: QueryClient, message: TMessage, myId: string): boolean {
  const cached = queryClient.getQueryData<TContactsResponse>(CONTACTS_KEY);
  const incoming = message.receiver_id === myId;
  const otherId = incoming ? message.sender_id : message.receiver_id;
  const contact = cached?.contacts.find((c) => c.user_id === otherId);
  if (!cached || !contact) return false;
  if (Date.parse(contact.last_message_at) > Date.parse(message.created_at)) return true;
  const updated = {
    ...contact,
    last_message: message.content,
    last_message_at: message.created_at,
    last_from_me: !incoming,
    unread: incoming && message.read_at === null ? contact.unread + 1 : contact.unread,
    latest_post: message.post ?? contact.latest_post,
  };
  queryClient.setQueryData<TContactsResponse>(CONTACTS_KEY, {
    ...cached,
    contacts: [updated, ...cached.contacts.filter((c) => c.user_id !== otherId)],
  });
  return true;
}

/** The conversation with `otherId` was read: its unread count is 0. */
export function clearContactUnread(queryClient: QueryClient, otherId: string, unreadTotal: number) {
  queryClient.setQueryData<TContactsResponse>(CONTACTS_KEY, (cached) =>
    cached
      ? {
          unread_total: unreadTotal,
          contacts: cached.contacts.map((c) => (c.user_id === otherId ? { ...c, unread: 0 } : c)),
        }
      : cached,
  );
}
