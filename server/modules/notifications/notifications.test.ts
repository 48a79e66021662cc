import { LIVE_PATH, type TLiveEvent } from '@common/contracts/messages';
import type { TNoticesPage } from '@common/contracts/notifications';
import { MESSAGES } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { addNotice } from '../../lib/notices';
import { createUser } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// The notification centre: each role on every route, a user's own notices only, paging newest
// first, one notice per dedupe key, and the bell's count live on the user's open socket.

let t: TTestApp;
let alice: { id: string; cookie: string };
let bob: { id: string; cookie: string };

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });
const add = (userId: string, title: string, dedupeKey?: string) =>
  addNotice(t.app.db, {
    userId,
    kind: 'alert',
    params: { search_name: 'Civic parts', title },
    link: '/view/1',
    dedupeKey,
  });

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t.app, { username: 'notice_alice' });
  bob = await createUser(t.app, { username: 'notice_bob' });
});
afterAll(async () => {
  await t?.close();
});

describe('the notification routes', () => {
  it('answer a visitor 401 on every route', async () => {
    for (const res of [
      await get('/api/notifications'),
      await get('/api/notifications/unread'),
      await post('/api/notifications/1/read'),
      await post('/api/notifications/read-all'),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('list a user their own notices, newest first, with the unread count', async () => {
    expect(await add(alice.id, 'Alternator 1')).toBe(true);
    expect(await add(alice.id, 'Alternator 2')).toBe(true);
    expect(await add(bob.id, "Bob's notice")).toBe(true);
    const res = await get('/api/notifications', alice.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = res.json() as TNoticesPage;
    expect(page.notifications.map((n) => n.params.title)).toEqual(['Alternator 2', 'Alternator 1']);
    expect(page).toMatchObject({ page: 1, total_pages: 1, total: 2, unread_total: 2 });
    expect(page.notifications[0]).toMatchObject({ kind: 'alert', link: '/view/1', read: false });
    expect((await get('/api/notifications/unread', bob.cookie)).json()).toEqual({ unread_total: 1 });
  });

  it('never add a second notice with the same key', async () => {
    expect(await add(bob.id, 'Once', 'alert:1:99')).toBe(true);
    expect(await add(bob.id, 'Twice', 'alert:1:99')).toBe(false);
    // The key is per user: another user may hold the same one.
    expect(await add(alice.id, 'Once for Alice', 'alert:1:99')).toBe(true);
    const titles = ((await get('/api/notifications', bob.cookie)).json() as TNoticesPage).notifications.map(
      (n) => n.params.title,
    );
    expect(titles.filter((x) => x === 'Once' || x === 'Twice')).toEqual(['Once']);
  });

  it('mark one read, only the owner (another user gets 404), then all', async () => {
    const [first] = ((await get('/api/notifications', alice.cookie)).json() as TNoticesPage).notifications;
    if (!first) throw new Error('no notice');
    const stranger = await post(`/api/notifications/${first.id}/read`, bob.cookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: MESSAGES.notificationNotFound });
    const before = ((await get('/api/notifications/unread', alice.cookie)).json() as { unread_total: number })
      .unread_total;
    const res = await post(`/api/notifications/${first.id}/read`, alice.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unread_total: before - 1 });
    // Again: still read, the count unchanged.
    expect((await post(`/api/notifications/${first.id}/read`, alice.cookie)).json()).toEqual({
      unread_total: before - 1,
    });
    const page = (await get('/api/notifications', alice.cookie)).json() as TNoticesPage;
    expect(page.notifications.find((n) => n.id === first.id)?.read).toBe(true);
    expect((await post('/api/notifications/read-all', alice.cookie)).json()).toEqual({ unread_total: 0 });
    expect((await get('/api/notifications/unread', alice.cookie)).json()).toEqual({ unread_total: 0 });
    // Bob's stay unread.
    expect(
      ((await get('/api/notifications/unread', bob.cookie)).json() as { unread_total: number }).unread_total,
    ).toBeGreaterThan(0);
  });

  it('pages by 20, newest first; a page past the last is empty', async () => {
    const carol = await createUser(t.app, { username: 'notice_carol' });
    for (let i = 1; i <= 25; i++) await add(carol.id, `Part ${i}`);
    const one = (await get('/api/notifications', carol.cookie)).json() as TNoticesPage;
    const two = (await get('/api/notifications?page=2', carol.cookie)).json() as TNoticesPage;
    expect(one.notifications).toHaveLength(20);
    expect(one.notifications[0]?.params.title).toBe('Part 25');
    expect(two.notifications.map((n) => n.params.title)).toEqual([
      'Part 5',
      'Part 4',
      'Part 3',
      'Part 2',
      'Part 1',
    ]);
    expect(one).toMatchObject({ total: 25, total_pages: 2 });
    expect(
      ((await get('/api/notifications?page=3', carol.cookie)).json() as TNoticesPage).notifications,
    ).toEqual([]);
  });

  it('answer bad ids and pages 400 with a sentence, never 500', async () => {
    for (const url of [
      '/api/notifications?page=0',
      '/api/notifications?page=abc',
      '/api/notifications?page=99999999999',
    ]) {
      const res = await get(url, alice.cookie);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(MESSAGES.pageInvalid);
    }
    for (const id of ['0', 'x', '99999999999', '-1']) {
      const res = await post(`/api/notifications/${id}/read`, alice.cookie);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toBe(MESSAGES.notificationIdInvalid);
    }
    expect((await post('/api/notifications/2147483647/read', alice.cookie)).statusCode).toBe(404);
  });
});

describe('the bell, live', () => {
  it("tells the user's open socket the new unread count when a notice is added and when one is read", async () => {
    const dave = await createUser(t.app, { username: 'notice_dave' });
    const events: TLiveEvent[] = [];
    const waiters: Array<() => void> = [];
    const ws: WebSocket = await t.app.injectWS(
      LIVE_PATH,
      { headers: { cookie: dave.cookie } },
      {
        onInit(socket) {
          socket.on('message', (data) => {
            events.push(JSON.parse(String(data)) as TLiveEvent);
            for (const w of waiters.splice(0)) w();
          });
        },
      },
    );
    const notices = () => events.filter((e) => e.type === 'notices');
    const until = (n: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`fewer than ${n} 'notices' events in 30 s`)), 30_000);
        const check = () => {
          if (notices().length >= n) {
            clearTimeout(timer);
            resolve();
          } else waiters.push(check);
        };
        check();
      });
    try {
      // The hello says the socket is registered.
      await new Promise<void>((resolve) => (events.length > 0 ? resolve() : waiters.push(resolve)));
      await add(dave.id, 'Live one');
      await until(1);
      expect(notices()[0]).toEqual({ type: 'notices', unread_total: 1 });
      await post('/api/notifications/read-all', dave.cookie);
      await until(2);
      expect(notices()[1]).toEqual({ type: 'notices', unread_total: 0 });
    } finally {
      ws.terminate();
    }
  });
});
