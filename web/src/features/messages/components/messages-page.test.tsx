import type { TContact, TConversationResponse } from '@common/contracts/messages';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesRoute } from '@/app/routes/messages-route';
import { bodyText, click, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { contact, conversationPage, message, messageBox, mine, pressEnter } from '@/test/messages';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';
import { setViewportWidth } from '@/test/viewport';
import { applyLiveEvent } from '../live/apply-live-event';

// /messages and /messages/{name} for the signed-in test user (u1, dana_parts): the contacts column,
// the open conversation, marking it read, older pages, the narrow layout's toggle, blocking.

const CONTACTS: TContact[] = [
  contact({
    last_message: 'Is it still for sale?',
    last_message_at: '2026-05-01T12:30:00.000Z',
    last_from_me: true,
  }),
  contact({
    user_id: 'u3',
    username: 'alex',
    last_message: 'Do you ship to Ottawa?',
    last_message_at: '2026-05-01T11:00:00.000Z',
    unread: 2,
  }),
];

const READ_AT = '2026-05-01T13:00:00.000Z';

interface TStub {
  contacts?: TContact[];
  users?: Record<string, string>;
  conversation?: TConversationResponse;
  /** More routes, each answering afresh on every call. */
  more?: Record<string, () => Response | Promise<Response>>;
}

function stubMessages({
  contacts = CONTACTS,
  users = { sam: 'u2', alex: 'u3', dana_parts: 'u1' },
  conversation = conversationPage([message(1, { read_at: READ_AT }), mine(2, 'Is it still for sale?')]),
  more = {},
}: TStub = {}) {
  const fetchMock = stubFetch({
    ...meRoute(session()),
    'GET /api/messages/contacts': () =>
      json({ contacts, unread_total: contacts.reduce((n, c) => n + c.unread, 0) }),
    'POST /api/get-user-id': (_url, init) => {
      const { username } = JSON.parse(String(init?.body)) as { username: string };
      const id = users[username];
      return id ? json({ id }) : json({ statusCode: 404, code: 'NOT_FOUND', message: 'No such user.' }, 404);
    },
    'GET /api/messages/u2': () => json(conversation),
    ...more,
  });
  const calls = (prefix: string) =>
    fetchMock.mock.calls
      .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
      .filter((call) => call.startsWith(prefix));
  return { fetchMock, calls };
}

let queryClient: QueryClient | undefined;
/** Keeps the page's QueryClient, to watch what a request without anything on screen did. */
function CacheSpy() {
  queryClient = useQueryClient();
  return null;
}

const renderMessages = (path = '/messages') =>
  renderRoutes(
    [
      {
        path: '/messages',
        element: (
          <>
            <MessagesRoute />
            <CacheSpy />
          </>
        ),
      },
      {
        path: '/messages/:name',
        element: (
          <>
            <MessagesRoute />
            <CacheSpy />
          </>
        ),
      },
    ],
    path,
  );

const contactsNav = () => document.querySelector('nav[aria-label="Conversations"]');
/** Each contact as shown: name, last words, and the unread badge's words (if any). */
const contactRows = () =>
  [...(contactsNav()?.querySelectorAll('a') ?? [])].map((a) => ({
    name: a.querySelector('.mantine-NavLink-label p')?.textContent,
    text: a.querySelector('.mantine-NavLink-description')?.textContent,
    badge: a.querySelector('.mantine-Badge-root')?.getAttribute('aria-label') ?? null,
    href: a.getAttribute('href'),
  }));
/** The open conversation's messages, top to bottom. */
const shownMessages = () =>
  [...document.querySelectorAll('[role="log"] li')].map((li) => li.querySelector('p')?.textContent);

describe('messages page', () => {
  afterEach(() => {
    queryClient = undefined;
  });

  it("lists the contacts as the server orders them (newest first), with 'You:' and unread counts", async () => {
    stubMessages();
    await renderMessages();
    expect((await waitFor(() => getByRole('heading', 'Messages'))).tagName).toBe('H1');
    expect(document.title).toBe('Messages - PartsYard');
    await waitFor(() => expect(contactRows()).toHaveLength(2));
    expect(contactRows()).toEqual([
      { name: 'sam', text: 'You: Is it still for sale?', badge: null, href: '/messages/sam' },
      { name: 'alex', text: 'Do you ship to Ottawa?', badge: '2 unread messages', href: '/messages/alex' },
    ]);
    expect(contactsNav()?.querySelector('.mantine-Badge-root')?.textContent).toBe('2');
    expect(bodyText()).toContain('Select a Conversation');
    // Nothing is open, so no contact is marked as the current one, and no toggle on a wide screen.
    expect(contactsNav()?.querySelector('[aria-current]')).toBeNull();
    expect(() => getByRole('button', 'Show Conversations')).toThrow();
    expect(() => getByRole('button', 'Hide Conversations')).toThrow();
  });

  it('says how to start when there are no conversations', async () => {
    stubMessages({ contacts: [] });
    await renderMessages();
    await waitFor(() =>
      expect(bodyText()).toContain('No conversations yet. Message a seller from one of their posts.'),
    );
    expect(contactRows()).toEqual([]);
    expect(bodyText()).toContain('Select a Conversation');
  });

  it('opens /messages/{name}: finds the user, then shows the conversation in time order', async () => {
    const { fetchMock, calls } = stubMessages({
      conversation: conversationPage([
        message(3, { content: 'Yes, it is.', read_at: READ_AT }),
        mine(4, 'Great, can I pick it up today?'),
        message(5, { content: 'After 5 pm works.', read_at: READ_AT }),
      ]),
    });
    await renderMessages('/messages/sam');
    await waitFor(() => expect(shownMessages()).toHaveLength(3));
    expect(shownMessages()).toEqual(['Yes, it is.', 'Great, can I pick it up today?', 'After 5 pm works.']);
    const lookup = fetchMock.mock.calls.find(([url]) => url === '/api/get-user-id');
    expect(JSON.parse(String(lookup?.[1]?.body))).toEqual({ username: 'sam' });
    expect(calls('GET /api/messages/u2')).toEqual(['GET /api/messages/u2']);

    expect(getByRole('heading', 'sam').tagName).toBe('H2');
    expect(document.title).toBe('Messages: sam - PartsYard');
    expect(getByRole('link', "sam's posts").getAttribute('href')).toBe('/user-profile/u2');
    expect(document.querySelector('[role="log"]')?.getAttribute('aria-label')).toBe('Messages with sam');
    // Who wrote each, mine on the right.
    const whos = [...document.querySelectorAll('[role="log"] li')].map(
      (li) => li.querySelectorAll('p')[1]?.textContent?.split(',')[0],
    );
    expect(whos).toEqual(['sam', 'You', 'sam']);
    const sides = [...document.querySelectorAll<HTMLElement>('[role="log"] li')].map(
      (li) => li.style.alignItems,
    );
    expect(sides).toEqual(['flex-start', 'flex-end', 'flex-start']);
    expect(bodyText()).toContain('This is the beginning of your conversation with sam.');
    // The open conversation is the current contact.
    await waitFor(() => expect(contactRows()).toHaveLength(2));
    expect(contactsNav()?.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/messages/sam');
    // Everything in it was read already: nothing to mark.
    expect(calls('POST /api/messages/u2/read')).toEqual([]);
  });

  it('says so when no user has the name, without asking for a conversation', async () => {
    const { calls } = stubMessages();
    await renderMessages('/messages/nobody');
    await waitFor(() => expect(bodyText()).toContain('No user is called nobody.'));
    expect(document.querySelector('[role="status"]')?.textContent).toBe('No user is called nobody.');
    expect(calls('GET /api/messages/').filter((c) => c !== 'GET /api/messages/contacts')).toEqual([]);
  });

  it('tells the user that their own name is them', async () => {
    const { calls } = stubMessages();
    await renderMessages('/messages/dana_parts');
    await waitFor(() => expect(bodyText()).toContain('This is you. Choose someone else to message.'));
    expect(calls('GET /api/messages/u1')).toEqual([]);
  });

  it('marks a conversation with unread messages read on opening, and clears its counts', async () => {
    const { calls } = stubMessages({
      contacts: [contact({ last_message: 'Still there?', unread: 2 })],
      conversation: conversationPage([
        mine(1, 'Is it still for sale?'),
        message(2, { content: 'Yes.' }),
        message(3, { content: 'Still there?' }),
      ]),
      more: { 'POST /api/messages/u2/read': () => json({ read: 2, unread_total: 0 }) },
    });
    await renderMessages('/messages/sam');
    await waitFor(() => expect(calls('POST /api/messages/u2/read')).toHaveLength(1));
    await waitFor(() => expect(contactRows()[0]?.badge).toBeNull());
    expect(contactRows()[0]?.text).toBe('Still there?');
    expect(shownMessages()).toEqual(['Is it still for sale?', 'Yes.', 'Still there?']);
    expect(calls('POST /api/messages/u2/read')).toHaveLength(1);
  });

  it('asks once when marking read fails, instead of again and again', async () => {
    let reads = 0;
    stubMessages({
      conversation: conversationPage([message(1, { content: 'Still there?' })]),
      more: {
        'POST /api/messages/u2/read': async () => {
          reads += 1;
          // A real answer comes on a later task, after the page has rendered the request as pending.
          await new Promise((resolve) => setTimeout(resolve, 0));
          return json({ statusCode: 500, code: 'INTERNAL', message: 'Internal error' }, 500);
        },
        'POST /api/messages': () => json(mine(2, 'Hello?')),
      },
    });
    await renderMessages('/messages/sam');
    await waitFor(() => expect(reads).toBe(1));
    await waitFor(() =>
      expect(
        queryClient
          ?.getMutationCache()
          .getAll()
          .some((m) => m.state.status === 'error'),
      ).toBe(true),
    );
    // A round trip after the failure (a message sent and shown): a retry would have gone out by now.
    await typeInto(messageBox(), 'Hello?');
    await pressEnter(messageBox());
    await waitFor(() => expect(shownMessages()).toEqual(['Still there?', 'Hello?']));
    expect(reads).toBe(1);

    // It is tried again when the tab is shown again.
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(reads).toBe(2));
  });

  it('marks a message that arrives while the conversation is open read, even during an earlier read', async () => {
    let reads = 0;
    let answerFirst: (() => void) | undefined;
    stubMessages({
      conversation: conversationPage([message(1, { content: 'Still there?' })]),
      more: {
        'POST /api/messages/u2/read': async () => {
          reads += 1;
          // The first answer waits for the test, so a message arrives while it is pending.
          if (reads === 1) await new Promise<void>((resolve) => (answerFirst = resolve));
          return json({ read: 1, unread_total: 0 });
        },
      },
    });
    await renderMessages('/messages/sam');
    await waitFor(() => expect(reads).toBe(1));
    const arrived = message(2, { content: 'Hello?' });
    await act(async () =>
      applyLiveEvent(
        queryClient as QueryClient,
        'u1',
        { type: 'message', message: arrived, unread_total: 2 },
        false,
      ),
    );
    await waitFor(() => expect(shownMessages()).toEqual(['Still there?', 'Hello?']));
    await waitFor(() => expect(reads).toBe(2));
    await act(async () => answerFirst?.());

    // And one arriving after everything was read is marked read on its own.
    await act(async () =>
      applyLiveEvent(
        queryClient as QueryClient,
        'u1',
        { type: 'message', message: message(3, { content: 'Anyone?' }), unread_total: 1 },
        false,
      ),
    );
    await waitFor(() => expect(shownMessages()).toEqual(['Still there?', 'Hello?', 'Anyone?']));
    await waitFor(() => expect(reads).toBe(3));
  });

  it('loads older messages above the ones shown, from before the oldest', async () => {
    const { calls } = stubMessages({
      conversation: conversationPage([message(11, { read_at: READ_AT }), mine(12, 'Twelve')], {
        has_more: true,
      }),
      more: {
        'GET /api/messages/u2?before=11': () =>
          json(conversationPage([message(9, { read_at: READ_AT }), mine(10, 'Ten')], { has_more: false })),
      },
    });
    await renderMessages('/messages/sam');
    await waitFor(() => expect(shownMessages()).toEqual(['Message 11', 'Twelve']));
    expect(bodyText()).not.toContain('This is the beginning of your conversation');

    await click(getByRole('button', 'Load older messages'));
    await waitFor(() => expect(shownMessages()).toEqual(['Message 9', 'Ten', 'Message 11', 'Twelve']));
    expect(calls('GET /api/messages/u2')).toEqual(['GET /api/messages/u2', 'GET /api/messages/u2?before=11']);
    // Nothing older: the button gives way to the beginning.
    expect(() => getByRole('button', 'Load older messages')).toThrow();
    expect(bodyText()).toContain('This is the beginning of your conversation with sam.');
  });

  it('shows HTML in a message as text, never as markup', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    stubMessages({
      contacts: [contact({ last_message: attack })],
      conversation: conversationPage([
        message(1, { content: attack, read_at: READ_AT }),
        mine(2, '<b>bold</b>'),
      ]),
    });
    await renderMessages('/messages/sam');
    await waitFor(() => expect(shownMessages()).toEqual([attack, '<b>bold</b>']));
    await waitFor(() => expect(contactRows()[0]?.text).toBe(attack));
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('[role="log"] b')).toBeNull();
  });

  it("says a blocked user's conversation is closed, with the way to Account Settings, and no box", async () => {
    stubMessages({
      conversation: conversationPage([message(1, { read_at: READ_AT })], { blocked: true }),
    });
    await renderMessages('/messages/sam');
    await waitFor(() => expect(bodyText()).toContain('You blocked sam'));
    expect(bodyText()).toContain(
      'You have blocked this user. Unblock them in Account Settings to send a message.',
    );
    expect(getByRole('link', 'Open Account Settings').getAttribute('href')).toBe('/profile');
    expect(document.querySelector('textarea')).toBeNull();
    expect(() => getByRole('button', 'Block')).toThrow();
  });

  it('blocks the other user after asking, and goes back to the list', async () => {
    const { fetchMock, calls } = stubMessages({
      more: { 'POST /api/messages/blocks': () => json({ user_id: 'u2', blocked: true }) },
    });
    const { router } = await renderMessages('/messages/sam');
    await click(await waitFor(() => getByRole('button', 'Block')));
    await waitFor(() => expect(bodyText()).toContain('Block sam?'));
    expect(calls('POST /api/messages/blocks')).toEqual([]);
    const confirm = [...document.querySelectorAll('[role="dialog"] button')].find(
      (b) => b.textContent === 'Block',
    );
    if (!confirm) throw new Error('No Block button in the dialog');
    await click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    const block = fetchMock.mock.calls.find(([url]) => url === '/api/messages/blocks');
    expect(JSON.parse(String(block?.[1]?.body))).toEqual({ user_id: 'u2' });
    await waitFor(() => expect(bodyText()).toContain('sam is blocked.'));
    expect(bodyText()).toContain('Select a Conversation');
  });

  describe('on a narrow screen', () => {
    afterEach(() => setViewportWidth(1024));

    it('shows the list or the conversation, with Show/Hide Conversations to switch', async () => {
      await setViewportWidth(500);
      expect(window.matchMedia('(max-width: 767.98px)').matches).toBe(true);
      stubMessages();
      const { router } = await renderMessages('/messages');

      // The list first, the chat column hidden.
      await waitFor(() => expect(contactRows()).toHaveLength(2));
      const hide = getByRole('button', 'Hide Conversations');
      expect(hide.getAttribute('aria-expanded')).toBe('true');
      expect(hide.getAttribute('aria-controls')).toBe(contactsNav()?.id);
      expect(bodyText()).not.toContain('Select a Conversation');

      await click(hide);
      expect(contactsNav()).toBeNull();
      expect(bodyText()).toContain('Select a Conversation');
      expect(getByRole('button', 'Show Conversations').getAttribute('aria-expanded')).toBe('false');

      await click(getByRole('button', 'Show Conversations'));
      await waitFor(() => expect(contactRows()).toHaveLength(2));

      // Choosing a contact shows its conversation in place of the list.
      await click(contactsNav()?.querySelector('a[href="/messages/sam"]') as Element);
      await waitFor(() => expect(router.state.location.pathname).toBe('/messages/sam'));
      await waitFor(() => expect(shownMessages()).toEqual(['Message 1', 'Is it still for sale?']));
      expect(contactsNav()).toBeNull();
      expect(getByRole('button', 'Show Conversations')).toBeTruthy();
    });

    it('opens /messages/{name} on the conversation, the list a click away', async () => {
      await setViewportWidth(500);
      stubMessages();
      await renderMessages('/messages/sam');
      await waitFor(() => expect(shownMessages()).toHaveLength(2));
      expect(contactsNav()).toBeNull();
      await click(getByRole('button', 'Show Conversations'));
      await waitFor(() => expect(contactRows()).toHaveLength(2));
      expect(shownMessages()).toEqual([]);
      expect(document.querySelector('textarea')).toBeNull();
    });
  });
});
