import type { TConversationResponse, TMessagePost } from '@common/contracts/messages';
import { describe, expect, it } from 'vitest';
import { MessagesRoute } from '@/app/routes/messages-route';
import { bodyText, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { contact, conversationPage, message, messageBox, mine, pressEnter } from '@/test/messages';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';

// A conversation opened from a post shows it on top and the first message carries it;
// in the thread, the first message about each post is marked with the post.

const post = (id: number, change: Partial<TMessagePost> = {}): TMessagePost => ({
  id,
  title: `2012 Honda - Civic Alternator ALT-${id}`,
  path: `/view/${id}/2012-honda-civic-alternator`,
  price: 120,
  currencytype: 'CAD',
  image: `/files/posts/p${id}-thumb.webp`,
  live: true,
  ...change,
});

function stub(conversation: TConversationResponse, routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    ...meRoute(session()),
    'GET /api/messages/contacts': () =>
      json({ contacts: [contact({ latest_post: conversation.latest_post })], unread_total: 0 }),
    'POST /api/get-user-id': () => json({ id: 'u2' }),
    'GET /api/messages/u2': () => json(conversation),
    ...routes,
  });
}

const render = (path: string) =>
  renderRoutes([{ path: '/messages/:name', element: <MessagesRoute /> }], path);

const topPost = () => document.querySelector('section[aria-label="The post this conversation is about"]');
/** Each message's post mark (its link's words), or null. */
const chips = () =>
  [...document.querySelectorAll('[role="log"] li')].map((li) => li.querySelector('a')?.textContent ?? null);

describe('a conversation about posts', () => {
  it('opened from a post: shows it on top (photo, title linking to it, price) and the first message carries it', async () => {
    const asked = post(7);
    const sent = mine(1, 'Is it still for sale?', { post_id: 7, post: asked });
    const fetchMock = stub(conversationPage([]), {
      'GET /api/messages/u2/posts/7': () => json(asked),
      'POST /api/messages': () => json(sent),
    });
    const { router } = await render('/messages/sam?post=7');
    await waitFor(() => expect(topPost()).not.toBeNull());
    const link = topPost()?.querySelector('a');
    expect(link?.textContent).toBe(asked.title);
    expect(link?.getAttribute('href')).toBe('/view/7/2012-honda-civic-alternator');
    expect(topPost()?.querySelector('img')?.getAttribute('src')).toBe(asked.image);
    expect(topPost()?.textContent).toContain('$120.00');

    await typeInto(messageBox(), 'Is it still for sale?');
    await pressEnter(messageBox());
    await waitFor(() => expect(chips()).toEqual([asked.title]));
    const send = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/messages' && init?.method === 'POST',
    );
    expect(JSON.parse(String(send?.[1]?.body))).toEqual({
      receiver_id: 'u2',
      content: 'Is it still for sale?',
      post_id: 7,
    });
    // The post now belongs to the conversation: the address no longer asks about it, the top keeps it.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(topPost()?.querySelector('a')?.textContent).toBe(asked.title);
  });

  it('marks the first message about each post; the top shows the most recent post', async () => {
    const [a, b] = [post(7), post(8, { live: false, image: null })];
    stub(
      conversationPage(
        [
          message(1, { content: 'About A', post_id: 7, post: a }),
          mine(2, 'Yes'),
          message(3, { content: 'About A again', post_id: 7, post: a }),
          message(4, { content: 'And B?', post_id: 8, post: b }),
        ],
        { latest_post: b },
      ),
    );
    await render('/messages/sam');
    await waitFor(() => expect(chips()).toHaveLength(4));
    expect(chips()).toEqual([a.title, null, null, b.title]);
    expect(topPost()?.querySelector('a')?.textContent).toBe(b.title);
    // B has no photo (a placeholder) and is sold or expired: said so.
    expect(topPost()?.querySelector('img')).toBeNull();
    expect(topPost()?.textContent).toContain('No longer for sale');
    // The contacts column says which post the conversation is about.
    await waitFor(() => expect(bodyText()).toContain(`About: ${b.title}`));
  });

  it('a post on an older page still shows on top; a post that does not fit is left out, and the message goes without it', async () => {
    const older = post(9);
    const fetchMock = stub(conversationPage([message(5, { content: 'Hi' })], { latest_post: older }), {
      'GET /api/messages/u2/posts/99': () =>
        json({ statusCode: 400, code: 'BAD_REQUEST', message: 'Not theirs.' }, 400),
      'POST /api/messages': () => json(mine(6, 'Hello')),
    });
    await render('/messages/sam?post=99');
    await waitFor(() => expect(topPost()?.querySelector('a')?.textContent).toBe(older.title));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/messages/u2/posts/99')).toBe(true),
    );
    await typeInto(messageBox(), 'Hello');
    await pressEnter(messageBox());
    await waitFor(() => expect(chips()).toHaveLength(2));
    const send = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/messages' && init?.method === 'POST',
    );
    expect(JSON.parse(String(send?.[1]?.body))).toEqual({ receiver_id: 'u2', content: 'Hello' });
  });
});
