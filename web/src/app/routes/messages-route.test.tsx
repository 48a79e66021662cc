import type { TBlockedUser } from '@common/contracts/messages';
import { describe, expect, it } from 'vitest';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { conversationPage, message, mine } from '@/test/messages';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';
import { AccountSettingsRoute } from './account-settings-route';
import { MessagesRoute } from './messages-route';

// The app's composition of the messages feature: /messages behind the sign-in form, and the
// blocked users in Account Settings.

const UNAUTHENTICATED = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in first.' };

describe('/messages/{name}', () => {
  it('shows a visitor the sign-in form, asking nothing about messages, then the conversation once signed in', async () => {
    let signedIn = false;
    const fetchMock = stubFetch({
      'GET /api/me': () => (signedIn ? json(session()) : json(UNAUTHENTICATED, 401)),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return json({ redirect: false, token: 't' });
      },
      'GET /api/messages/contacts': () => json({ contacts: [], unread_total: 0 }),
      'POST /api/get-user-id': () => json({ id: 'u2' }),
      'GET /api/messages/u2': () =>
        json(conversationPage([message(1, { content: 'Hi, is the alternator still available?' })])),
      'POST /api/messages/u2/read': () => json({ read: 1, unread_total: 0 }),
    });
    const { router } = await renderRoutes(
      [
        { path: '/messages/:name', element: <MessagesRoute /> },
        { path: '/', element: <h1>Home</h1> },
      ],
      '/messages/sam',
    );
    await waitFor(() => getByRole('heading', 'Sign In'));
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    // The tab still says where the visitor is going.
    await waitFor(() => expect(document.title).toBe('Messages - PartsYard'));
    const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked().filter((url) => url.includes('messages') || url.includes('get-user-id'))).toEqual([]);

    await typeInto(getByLabel('Email'), 'dana@example.com');
    await typeInto(getByLabel('Password'), 'Parts-Yard-2026!');
    await click(getByRole('button', 'Sign In'));
    await waitFor(() => expect(bodyText()).toContain('Hi, is the alternator still available?'));
    expect(router.state.location.pathname).toBe('/messages/sam');
    expect(getByRole('heading', 'sam')).toBeTruthy();
  });

  it("shows Rate in a conversation about a post once the server says both wrote (the reviews feature's button)", async () => {
    const post = {
      id: 5,
      title: '2012 Honda - Civic Alternator A-1',
      path: '/view/5/2012-honda-civic-alternator',
      price: 120,
      currencytype: 'CAD' as const,
      image: null,
      live: true,
    };
    const asked: string[] = [];
    stubFetch({
      ...meRoute(session()),
      'GET /api/messages/contacts': () => json({ contacts: [], unread_total: 0 }),
      'POST /api/get-user-id': () => json({ id: 'u2' }),
      'GET /api/messages/u2': () =>
        json(
          conversationPage(
            [mine(1, 'Is it still available?', { post_id: 5, post }), message(2, { content: 'Yes.' })],
            {
              latest_post: post,
            },
          ),
        ),
      'POST /api/messages/u2/read': () => json({ read: 1, unread_total: 0 }),
      'GET /api/reviews/eligibility': (url) => {
        asked.push(url);
        return json({ can_rate: true, review: null, can_edit: false, reason: null });
      },
    });
    await renderRoutes([{ path: '/messages/:name', element: <MessagesRoute /> }], '/messages/sam');
    await click(await waitFor(() => getByRole('button', 'Rate sam')));
    expect(asked).toEqual(['/api/reviews/eligibility?with=u2&post_id=5']);
    await waitFor(() =>
      expect(document.querySelector('[role="dialog"]')?.textContent).toContain(
        'About: 2012 Honda - Civic Alternator A-1',
      ),
    );
  });

  it('shows a visitor the sign-in form on /messages too', async () => {
    stubFetch({});
    await renderRoutes([{ path: '/messages', element: <MessagesRoute /> }], '/messages');
    await waitFor(() => getByRole('heading', 'Sign In'));
    expect(bodyText()).not.toContain('Select a Conversation');
  });
});

describe('Account Settings: blocked users', () => {
  const blocked = (user_id: string, username: string): TBlockedUser => ({
    user_id,
    username,
    blocked_at: '2026-05-01T12:00:00.000Z',
  });

  function stubBlocks(
    users: TBlockedUser[],
    unblock: () => Response = () => json({ user_id: 'u2', blocked: false }),
  ) {
    let list = users;
    const fetchMock = stubFetch({
      ...meRoute(session()),
      'GET /api/messages/blocks': () => json({ users: list }),
      'DELETE /api/messages/blocks/u2': () => {
        const answer = unblock();
        if (answer.ok) list = list.filter((u) => u.user_id !== 'u2');
        return answer;
      },
    });
    const deletes = () =>
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));
    return { deletes };
  }

  const renderSettings = () =>
    renderRoutes([{ path: '/profile', element: <AccountSettingsRoute /> }], '/profile');
  const section = () => {
    const heading = getByRole('heading', 'Blocked users');
    return heading.closest('section') as HTMLElement;
  };

  it('lists the blocked users, each with Unblock, and unblocks one', async () => {
    const { deletes } = stubBlocks([blocked('u2', 'sam'), blocked('u3', 'alex')]);
    await renderSettings();
    await waitFor(() => getByRole('button', 'Unblock sam'));
    expect(getByRole('heading', 'Blocked users').tagName).toBe('H2');
    expect(section().textContent).toContain('Blocked users cannot send you messages.');
    expect([...section().querySelectorAll('li')].map((li) => li.querySelector('p')?.textContent)).toEqual([
      'sam',
      'alex',
    ]);
    expect(getByRole('button', 'Unblock alex').textContent).toBe('Unblock');

    await click(getByRole('button', 'Unblock sam'));
    await waitFor(() => expect(bodyText()).toContain('sam is unblocked.'));
    expect(deletes()).toEqual(['/api/messages/blocks/u2']);
    await waitFor(() => expect(() => getByRole('button', 'Unblock sam')).toThrow());
    expect(getByRole('button', 'Unblock alex')).toBeTruthy();
  });

  it('says so when nobody is blocked', async () => {
    stubBlocks([]);
    await renderSettings();
    await waitFor(() => expect(bodyText()).toContain('You have not blocked anyone.'));
    expect(section().querySelectorAll('li')).toHaveLength(0);
    expect(section().querySelector('button')).toBeNull();
  });

  it('keeps the user listed and says so when unblocking fails', async () => {
    stubBlocks([blocked('u2', 'sam')], () => json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500));
    await renderSettings();
    await click(await waitFor(() => getByRole('button', 'Unblock sam')));
    await waitFor(() => expect(bodyText()).toContain('sam could not be unblocked. Please try again.'));
    expect(getByRole('button', 'Unblock sam')).toBeTruthy();
  });
});
