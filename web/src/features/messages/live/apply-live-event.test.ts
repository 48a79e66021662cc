import type { TContact, TContactsResponse, TMessage } from '@common/contracts/messages';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { flattenConversation, type TConversationData } from '../api/get-conversation';
import { BLOCKS_KEY, CONTACTS_KEY, conversationKey, UNREAD_KEY } from '../api/query-keys';
import { applyLiveEvent } from './apply-live-event';

// What a live event does to the cache, on a QueryClient of its own (no rendering, no network).

const ME = 'u1';

function message(id: number, change: Partial<TMessage> = {}): TMessage {
  return {
    id,
    sender_id: 'u2',
    receiver_id: ME,
    content: `Message ${id}`,
    created_at: new Date(Date.UTC(2026, 4, 1, 12, id)).toISOString(),
    read_at: null,
    post_id: null,
    post: null,
    ...change,
  };
}

function contact(userId: string, username: string, change: Partial<TContact> = {}): TContact {
  return {
    user_id: userId,
    username,
    last_message: 'Earlier',
    last_message_at: '2026-05-01T11:00:00.000Z',
    last_from_me: false,
    unread: 0,
    latest_post: null,
    ...change,
  };
}

function conversation(otherId: string, messages: TMessage[]): TConversationData {
  return {
    pages: [
      {
        user: { user_id: otherId, username: 'sam' },
        messages,
        has_more: false,
        blocked: false,
        latest_post: null,
      },
    ],
    pageParams: [undefined],
  };
}

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<TContactsResponse>(CONTACTS_KEY, {
    contacts: [contact('u3', 'alex', { last_message_at: '2026-05-01T11:30:00.000Z' }), contact('u2', 'sam')],
    unread_total: 0,
  });
  queryClient.setQueryData(conversationKey('u2'), conversation('u2', [message(1), message(2)]));
  queryClient.setQueryData(UNREAD_KEY, { unread_total: 0 });
  const contacts = () => queryClient.getQueryData<TContactsResponse>(CONTACTS_KEY)?.contacts ?? [];
  const ids = () =>
    flattenConversation(queryClient.getQueryData<TConversationData>(conversationKey('u2'))).map((m) => m.id);
  const unread = () => queryClient.getQueryData<{ unread_total: number }>(UNREAD_KEY)?.unread_total;
  const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { queryClient, contacts, ids, unread, invalidated };
}

describe('applyLiveEvent', () => {
  it("adds an incoming message to its loaded conversation once, and sets the badge's total", () => {
    const { queryClient, ids, unread } = setup();
    const event = { type: 'message', message: message(3), unread_total: 4 } as const;
    applyLiveEvent(queryClient, ME, event, false);
    expect(ids()).toEqual([1, 2, 3]);
    expect(unread()).toBe(4);

    // The same message again (another tab's echo, a repeat after a reconnect) is not shown twice.
    applyLiveEvent(queryClient, ME, event, false);
    expect(ids()).toEqual([1, 2, 3]);
  });

  it("adds a message I sent from another tab to the receiver's conversation", () => {
    const { queryClient, ids, contacts } = setup();
    const sent = message(3, { sender_id: ME, receiver_id: 'u2', content: 'Is it still for sale?' });
    applyLiveEvent(queryClient, ME, { type: 'message', message: sent, unread_total: 0 }, false);
    expect(ids()).toEqual([1, 2, 3]);
    // My own message: on top, 'from me', and nothing more to read.
    expect(contacts()[0]).toMatchObject({
      user_id: 'u2',
      last_message: 'Is it still for sale?',
      last_from_me: true,
      unread: 0,
    });
  });

  it('moves a known contact to the top with its last message and one more unread', () => {
    const { queryClient, contacts, invalidated } = setup();
    const incoming = message(3, { content: 'Still available', created_at: '2026-05-01T12:30:00.000Z' });
    applyLiveEvent(queryClient, ME, { type: 'message', message: incoming, unread_total: 1 }, false);
    expect(contacts().map((c) => c.username)).toEqual(['sam', 'alex']);
    expect(contacts()[0]).toEqual({
      user_id: 'u2',
      username: 'sam',
      last_message: 'Still available',
      last_message_at: '2026-05-01T12:30:00.000Z',
      last_from_me: false,
      unread: 1,
      latest_post: null,
    });
    // The list was updated in place, not read again.
    expect(invalidated(CONTACTS_KEY)).toBe(false);
  });

  it("a message about a post brings the post's summary to the conversation and the contact (issue 14)", () => {
    const { queryClient, contacts } = setup();
    queryClient.setQueryData(conversationKey('u2'), conversation('u2', [message(1)]));
    const post = {
      id: 7,
      title: '2012 Honda - Civic Alternator ALT-7',
      path: '/view/7/2012-honda-civic-alternator',
      price: 120,
      currencytype: 'CAD' as const,
      image: null,
      live: true,
    };
    const about = message(2, { post_id: 7, post, created_at: '2026-05-01T12:30:00.000Z' });
    applyLiveEvent(queryClient, ME, { type: 'message', message: about, unread_total: 1 }, false);
    const shown = flattenConversation(queryClient.getQueryData(conversationKey('u2')));
    expect(shown.map((m) => m.post?.title ?? null)).toEqual([null, post.title]);
    expect(contacts()[0]?.latest_post).toEqual(post);
    // A later message without a post keeps the contact's post.
    applyLiveEvent(
      queryClient,
      ME,
      { type: 'message', message: message(3, { created_at: '2026-05-01T12:31:00.000Z' }), unread_total: 2 },
      false,
    );
    expect(contacts()[0]?.latest_post).toEqual(post);
  });

  it('reads the contacts again when the sender is not in the list yet', () => {
    const { queryClient, contacts, unread, invalidated } = setup();
    const fromStranger = message(9, { sender_id: 'u9' });
    applyLiveEvent(queryClient, ME, { type: 'message', message: fromStranger, unread_total: 2 }, false);
    expect(invalidated(CONTACTS_KEY)).toBe(true);
    expect(contacts().map((c) => c.username)).toEqual(['alex', 'sam']);
    expect(unread()).toBe(2);
    // No conversation with them was loaded, so none is made up.
    expect(queryClient.getQueryData(conversationKey('u9'))).toBeUndefined();
  });

  it("sets the total on 'hello', and reads everything again only after a reconnect", () => {
    const { queryClient, unread, invalidated } = setup();
    queryClient.setQueryData(BLOCKS_KEY, { users: [] });

    applyLiveEvent(queryClient, ME, { type: 'hello', unread_total: 3 }, false);
    expect(unread()).toBe(3);
    expect(invalidated(CONTACTS_KEY)).toBe(false);
    expect(invalidated(conversationKey('u2'))).toBe(false);

    applyLiveEvent(queryClient, ME, { type: 'hello', unread_total: 5 }, true);
    expect(unread()).toBe(5);
    for (const key of [CONTACTS_KEY, conversationKey('u2'), BLOCKS_KEY]) {
      expect(invalidated(key)).toBe(true);
    }
  });

  it("sets the total on 'read' (another tab read a conversation)", () => {
    const { queryClient, unread, invalidated } = setup();
    queryClient.setQueryData(UNREAD_KEY, { unread_total: 6 });
    applyLiveEvent(queryClient, ME, { type: 'read', unread_total: 2 }, false);
    expect(unread()).toBe(2);
    // The per-contact counts come from the server again.
    expect(invalidated(CONTACTS_KEY)).toBe(true);
  });

  it("reads everything again on 'resync'", () => {
    const { queryClient, invalidated } = setup();
    applyLiveEvent(queryClient, ME, { type: 'resync' }, false);
    expect(invalidated(CONTACTS_KEY)).toBe(true);
    expect(invalidated(conversationKey('u2'))).toBe(true);
  });
});
