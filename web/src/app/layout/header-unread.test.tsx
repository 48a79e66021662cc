import { LIVE_CLOSE_SIGNED_OUT } from '@common/contracts/messages';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { click, getByRole, waitFor } from '@/test/dom';
import { deliver, FakeWebSocket, installFakeWebSocket } from '@/test/fake-websocket';
import { json, stubFetch } from '@/test/fetch-stub';
import { message } from '@/test/messages';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';
import { AppHeader } from './app-header';
import { LiveMessages } from './live-messages';

// The header's unread badge: read once from GET /api/messages/unread, then kept current by the
// live socket (a fake one here: the test plays the server).

const renderHeader = () =>
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <AppHeader />
          <LiveMessages />
        </>
      ),
    },
  ]);

/** The unread badges on screen, by their words. */
const badges = () =>
  [...document.querySelectorAll('.mantine-Badge-root')].map((b) => [
    b.getAttribute('aria-label'),
    b.textContent,
  ]);

async function openAccountMenu(name: string) {
  await click(await waitFor(() => getByRole('button', name)));
  await waitFor(() => expect(document.querySelectorAll('[role="menuitem"]').length).toBeGreaterThan(0));
}

const messagesItem = () =>
  [...document.querySelectorAll('[role="menuitem"]')].find((i) => i.getAttribute('href') === '/messages');

describe('header unread messages', () => {
  beforeEach(() => {
    installFakeWebSocket();
  });

  it('shows the count on the Messages item of the account menu, and follows live messages', async () => {
    const fetchMock = stubFetch({
      ...meRoute(session()),
      'GET /api/messages/unread': () => json({ unread_total: 3 }),
    });
    await renderHeader();
    // The menu button says it too (its dot is decoration).
    await openAccountMenu('dana_parts, Messages (3 unread)');
    expect(messagesItem()?.querySelector('.mantine-Badge-root')?.getAttribute('aria-label')).toBe(
      'Messages (3 unread)',
    );
    expect(messagesItem()?.querySelector('.mantine-Badge-root')?.textContent).toBe('3');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/messages/unread')).toHaveLength(1);

    // One socket for the session; a message arrives with the new total.
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.last.url).toMatch(/^wss?:\/\/.*\/api\/ws$/);
    await act(async () => FakeWebSocket.last.open());
    await deliver({ type: 'message', message: message(7), unread_total: 4 });
    await waitFor(() =>
      expect(messagesItem()?.querySelector('.mantine-Badge-root')?.getAttribute('aria-label')).toBe(
        'Messages (4 unread)',
      ),
    );
    expect(getByRole('button', 'dana_parts, Messages (4 unread)')).toBeTruthy();

    // Read in another tab: the total drops to none, and the badge goes.
    await deliver({ type: 'read', unread_total: 0 });
    await waitFor(() => expect(messagesItem()?.querySelector('.mantine-Badge-root')).toBeNull());
    expect(getByRole('button', 'dana_parts')).toBeTruthy();
    // The socket kept the count: it was never read again.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/messages/unread')).toHaveLength(1);
  });

  it('shows 99+ past 99', async () => {
    stubFetch({
      ...meRoute(session()),
      'GET /api/messages/unread': () => json({ unread_total: 120 }),
    });
    await renderHeader();
    await openAccountMenu('dana_parts, Messages (120 unread)');
    expect(messagesItem()?.querySelector('.mantine-Badge-root')?.textContent).toBe('99+');
  });

  it('shows the count beside Messages in the phone menu, and follows live messages', async () => {
    stubFetch({
      ...meRoute(session()),
      'GET /api/messages/unread': () => json({ unread_total: 2 }),
    });
    await renderHeader();
    await waitFor(() => getByRole('button', 'dana_parts, Messages (2 unread)'));
    await click(getByRole('button', 'Open navigation menu'));
    const drawerBadge = () =>
      [...document.querySelectorAll('a[href="/messages"]')]
        .find((a) => a.getAttribute('role') !== 'menuitem')
        ?.parentElement?.querySelector('.mantine-Badge-root');
    await waitFor(() => expect(drawerBadge()?.getAttribute('aria-label')).toBe('Messages (2 unread)'));
    expect(drawerBadge()?.textContent).toBe('2');

    await act(async () => FakeWebSocket.last.open());
    await deliver({ type: 'hello', unread_total: 5 });
    await waitFor(() => expect(drawerBadge()?.textContent).toBe('5'));
    expect(badges()).toContainEqual(['Messages (5 unread)', '5']);
  });

  it('signs the header out when the server ends the socket for an ended session', async () => {
    let signedIn = true;
    stubFetch({
      'GET /api/me': () =>
        signedIn
          ? json(session())
          : json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in first.' }, 401),
      'GET /api/messages/unread': () => json({ unread_total: 0 }),
    });
    await renderHeader();
    await waitFor(() => getByRole('button', 'dana_parts'));
    await act(async () => FakeWebSocket.last.open());
    signedIn = false;
    await act(async () => FakeWebSocket.last.drop(LIVE_CLOSE_SIGNED_OUT));
    await waitFor(() => getByRole('link', 'Sign In'));
    // Signed out: no socket is opened again.
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('asks nothing about messages for a visitor, and opens no socket', async () => {
    const fetchMock = stubFetch({});
    await renderHeader();
    await waitFor(() => getByRole('link', 'Sign In'));
    expect(
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/messages')),
    ).toEqual([]);
    expect(FakeWebSocket.instances).toEqual([]);
  });
});
