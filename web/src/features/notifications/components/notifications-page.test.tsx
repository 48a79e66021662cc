import type { TNotice, TNoticesPage } from '@common/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { PriceTag } from '@/components/ui/price-tag';
import { bodyText, click, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { PARTS } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';
import { applyNoticeEvent } from '../live';
import { NotificationBell } from './notification-bell';
import { NotificationsPage } from './notifications-page';

// /notifications and the header's bell: each kind's sentence linking to its page, marking one and
// all read, paging by address, and the bell's count following the live socket.

const notice = (id: number, over: Partial<TNotice> = {}): TNotice => ({
  id,
  kind: 'alert',
  params: { search_name: 'Civic alternators', title: '2012 Honda Civic Alternator' },
  link: `/view/${id}`,
  created_at: '2026-11-20T15:30:00.000Z',
  read: false,
  ...over,
});

const page = (notifications: TNotice[], over: Partial<TNoticesPage> = {}): TNoticesPage => ({
  notifications,
  page: 1,
  total_pages: 1,
  total: notifications.length,
  unread_total: notifications.filter((n) => !n.read).length,
  ...over,
});

const routes = [
  { path: '/notifications', element: <NotificationsPage /> },
  { path: '/view/:id', element: <p>The post</p> },
];

describe('the notification centre', () => {
  it("words each kind from its values, in the reader's language, newest first", async () => {
    stubFetch({
      ...meRoute(session()),
      'GET /api/notifications': () =>
        json(
          page([
            notice(5),
            notice(4, {
              kind: 'price_drop',
              params: { title: 'Ford F-150 Mirror', old_price: 120, new_price: 95.5, currency: 'CAD' },
            }),
            notice(3, { kind: 'post_expiring', params: { title: 'My bumper', days: 7 }, read: true }),
            notice(2, {
              kind: 'post_deleted',
              params: { title: 'Old hood', reason: 'Duplicate ad' },
              read: true,
            }),
            notice(1, { kind: 'post_deleted', params: { title: 'Old grille', reason: '' }, read: true }),
          ]),
        ),
    });
    await renderRoutes(routes, '/notifications');
    getByRole('heading', 'Notifications');
    const text = await waitFor(() => {
      const now = bodyText();
      expect(now).toContain('Old hood');
      return now;
    });
    expect(text).toContain(
      'New match for your saved search "Civic alternators": 2012 Honda Civic Alternator',
    );
    expect(text).toContain(
      'Price drop on a part you watch: Ford F-150 Mirror is now $95.50 CAD (was $120.00 CAD)',
    );
    expect(text).toContain('Your ad expires in 7 days: My bumper. Renew it to keep it online.');
    expect(text).toContain('An admin deleted your ad Old hood. Reason: Duplicate ad');
    // No reason given: no dangling 'Reason:'.
    expect(text).toContain('An admin deleted your ad Old grille.');
    expect(text).not.toContain('Old grille. Reason');
    expect(
      getByRole(
        'link',
        'New match for your saved search "Civic alternators": 2012 Honda Civic Alternator',
      ).getAttribute('href'),
    ).toBe('/view/5');
    // Two unread: two 'Mark as read' buttons and 'Mark all as read'.
    expect(document.querySelectorAll('li button').length).toBe(2);
    getByRole('button', 'Mark all as read');
  });

  it('marks one read from its button, and all read with a toast', async () => {
    let read: number[] = [];
    let all = false;
    const fetchMock = stubFetch({
      ...meRoute(session()),
      'GET /api/notifications': () =>
        json(
          page([notice(2, { read: all || read.includes(2) }), notice(1, { read: all || read.includes(1) })]),
        ),
      'POST /api/notifications/2/read': () => {
        read = [...read, 2];
        return json({ unread_total: 1 });
      },
      'POST /api/notifications/read-all': () => {
        all = true;
        return json({ unread_total: 0 });
      },
    });
    await renderRoutes(routes, '/notifications');
    await waitFor(() => expect(document.querySelectorAll('li button').length).toBe(2));
    await click(document.querySelectorAll('li button')[0] as HTMLElement);
    await waitFor(() => expect(document.querySelectorAll('li button').length).toBe(1));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/notifications/2/read' && init?.method === 'POST',
      ),
    ).toBe(true);
    await click(getByRole('button', 'Mark all as read'));
    await waitFor(() => expect(bodyText()).toContain('All your notifications are marked as read.'));
    await waitFor(() => expect(document.querySelectorAll('li button').length).toBe(0));
  });

  it('says so when there are none, and pages by address', async () => {
    stubFetch({
      ...meRoute(session()),
      'GET /api/notifications': () => json(page([])),
      'GET /api/notifications?page=2': () =>
        json(page([notice(1, { read: true })], { page: 2, total_pages: 2, total: 21, unread_total: 0 })),
    });
    const { router } = await renderRoutes(routes, '/notifications');
    await waitFor(() => expect(bodyText()).toContain('No notifications yet.'));
    await act(async () => {
      await router.navigate('/notifications?page=2');
    });
    await waitFor(() => expect(bodyText()).toContain('2012 Honda Civic Alternator'));
    expect(bodyText()).toContain('Page: 2');
    await click(getByRole('button', 'Previous'));
    expect(router.state.location.search).toBe('');
  });
});

describe('a notice’s prices', () => {
  /** A price as the post card shows it: its amount and currency code, as read. */
  async function cardPrice(price: number, language: 'en' | 'fr') {
    const path = language === 'fr' ? '/fr/x' : '/x';
    await renderRoutes([{ path: '*', element: <PriceTag price={price} currency="CAD" /> }], path, {
      language,
    });
    const words = [...document.querySelectorAll('.mantine-Text-root')].map((t) => t.textContent);
    document.body.innerHTML = '';
    return words.join(' ');
  }

  it.each(['en', 'fr'] as const)('read as the post card writes them (%s)', async (language) => {
    const [was, now] = [await cardPrice(1250, language), await cardPrice(95.5, language)];
    expect(was).toBe(language === 'fr' ? '1\u00a0250,00\u00a0$ CAD' : '$1,250.00 CAD');
    stubFetch({
      ...meRoute(session()),
      // A French page names parts from the catalog's French names.
      'GET /api/parts': () => json(PARTS),
      'GET /api/notifications': () =>
        json(
          page([
            notice(2, {
              kind: 'price_drop',
              params: { title: 'Ford F-150 Mirror', old_price: 1250, new_price: 95.5, currency: 'CAD' },
            }),
            // An alert names the new post's price the same way, a stored one too ('- $80 CAD').
            notice(1, {
              params: {
                search_name: 'Mirrors',
                title: '2012 Honda - Civic Alternator',
                price: 95.5,
                currency: 'CAD',
              },
            }),
            notice(3, { params: { search_name: 'Old', title: '2012 Honda Civic Alternator - $1,250 CAD' } }),
          ]),
        ),
    });
    await renderRoutes(routes, language === 'fr' ? '/fr/notifications' : '/notifications', { language });
    const text = await waitFor(() => {
      const all = bodyText();
      expect(all).toContain('Mirror');
      if (language === 'fr') expect(all).toContain('Alternateur');
      return all;
    });
    // The page's text is read with its spaces as plain spaces (no-break ones included).
    const [w, n] = [was, now].map((p) => p.replace(/\s+/g, ' '));
    if (language === 'fr') {
      expect(text).toContain(`est maintenant à ${n} (au lieu de ${w})`);
      expect(text).toContain(`« Mirrors » : Alternateur Honda Civic 2012 - ${n}`);
      expect(text).toContain(`« Old » : Alternateur Honda Civic 2012 - ${w}`);
    } else {
      expect(text).toContain(`is now ${n} (was ${w})`);
      expect(text).toContain(`"Mirrors": 2012 Honda - Civic Alternator - ${n}`);
      expect(text).toContain(`"Old": 2012 Honda Civic Alternator - ${w}`);
    }
    expect(text).not.toContain('CA$');
  });
});

describe('the bell', () => {
  it('shows the unread count, says it to a screen reader, and follows the live events', async () => {
    stubFetch({ ...meRoute(session()), 'GET /api/notifications/unread': () => json({ unread_total: 3 }) });
    let push: ((n: number) => void) | undefined;
    function Bell() {
      const queryClient = useQueryClient();
      push = (n) => applyNoticeEvent(queryClient, { type: 'notices', unread_total: n }, false);
      return <NotificationBell />;
    }
    await renderRoutes([{ path: '/', element: <Bell /> }], '/');
    const bell = await waitFor(() => getByRole('link', 'Notifications (3 unread)'));
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bodyText()).toContain('3');
    await act(async () => push?.(4));
    await waitFor(() => getByRole('link', 'Notifications (4 unread)'));
    await act(async () => push?.(0));
    await waitFor(() => getByRole('link', 'Notifications'));
  });
});
