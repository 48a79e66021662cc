import { LIVE_PATH, type TLiveEvent, type TMessage } from '@common/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { messages } from '../../db/schema';
import { createUser, nextIp, signIn } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// /api/ws: who may connect, and which events reach which tabs. Every wait is for an event (a
// queue's next()), bounded by a timeout that fails the test, never a pause.

let t: TTestApp;
interface TUser {
  id: string;
  cookie: string;
}
const open: WebSocket[] = [];

/** The socket's events in order; next() resolves with the next one (or fails after 5 s). */
function eventQueue(ws: WebSocket) {
  const ready: TLiveEvent[] = [];
  const waiting: Array<(e: TLiveEvent) => void> = [];
  ws.on('message', (data) => {
    const event = JSON.parse(String(data)) as TLiveEvent;
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else ready.push(event);
  });
  return {
    next(): Promise<TLiveEvent> {
      const event = ready.shift();
      if (event) return Promise.resolve(event);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no live event within 30 s')), 30_000);
        waiting.push((e) => {
          clearTimeout(timer);
          resolve(e);
        });
      });
    },
  };
}

/** Opens a socket as this user; its 'hello' is awaited (so the server has registered it). */
async function connect(cookie: string, headers: Record<string, string> = {}) {
  let queue: ReturnType<typeof eventQueue> | undefined;
  const ws = await t.app.injectWS(
    LIVE_PATH,
    { headers: { cookie, ...headers } },
    {
      onInit(socket) {
        queue = eventQueue(socket);
      },
    },
  );
  open.push(ws);
  if (!queue) throw new Error('onInit did not run');
  const hello = await queue.next();
  return { ws, next: queue.next, hello };
}

async function send(from: TUser, to: TUser, content: string): Promise<TMessage> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie: from.cookie },
    remoteAddress: nextIp(),
    payload: { receiver_id: to.id, content },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const deliveredAt = async (id: number) =>
  (await t.app.db.select({ at: messages.deliveredAt }).from(messages).where(eq(messages.id, id)))[0]?.at;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  for (const ws of open.splice(0)) ws.terminate();
});
afterAll(() => t.close());

describe('connecting to /api/ws', () => {
  it('refuses a visitor and a bogus session with 401', async () => {
    await expect(t.app.injectWS(LIVE_PATH, { headers: {} })).rejects.toThrow(
      'Unexpected server response: 401',
    );
    // A real session's cookie with its token changed (its signature no longer matches).
    const real = (await createUser(t.app)).cookie;
    const tampered = real.replace(/=(.)/, (_, ch: string) => `=${ch === 'A' ? 'B' : 'A'}`);
    expect(tampered).not.toBe(real);
    for (const cookie of ['better-auth.session_token=bogus.token', 'session=1; other=2', tampered]) {
      await expect(t.app.injectWS(LIVE_PATH, { headers: { cookie } })).rejects.toThrow(
        'Unexpected server response: 401',
      );
    }
  });

  it("refuses another site's page with 403, even with a valid cookie; our own origin connects", async () => {
    const u = await createUser(t.app);
    await expect(
      t.app.injectWS(LIVE_PATH, { headers: { cookie: u.cookie, origin: 'https://evil.example' } }),
    ).rejects.toThrow('Unexpected server response: 403');
    const ours = await connect(u.cookie, { origin: t.config.publicUrl });
    expect(ours.hello).toEqual({ type: 'hello', unread_total: 0 });
  });

  it("says hello with the user's unread total and answers 'ping' with 'pong'", async () => {
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    await send(a, b, 'one');
    await send(a, b, 'two');
    const tab = await connect(b.cookie);
    expect(tab.hello).toEqual({ type: 'hello', unread_total: 2 });
    tab.ws.send('ping');
    expect(await tab.next()).toEqual({ type: 'pong' });
  });

  it('keeps 20 tabs a user (10 a session, live-cap.test.ts): the 21st closes the oldest', async () => {
    const u = await createUser(t.app);
    const second = (await signIn(t.app, u.email)).cookie;
    const third = (await signIn(t.app, u.email)).cookie;
    const tabs = [];
    for (let i = 0; i < 20; i++) tabs.push(await connect(i < 10 ? u.cookie : second));
    const oldest = tabs[0]?.ws as WebSocket;
    const closed = new Promise<number>((resolve) => oldest.once('close', (code) => resolve(code)));
    const newest = await connect(third);
    expect(await closed).toBe(1008);
    // The others stay live.
    const [next] = tabs.slice(1);
    next?.ws.send('ping');
    expect(await next?.next()).toEqual({ type: 'pong' });
    newest.ws.send('ping');
    expect(await newest.next()).toEqual({ type: 'pong' });
  });
});

describe('live events', () => {
  it("delivers a message to the receiver and to the sender's own tab, and to nobody else", async () => {
    const [a, b, c] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    const aTab = await connect(a.cookie);
    const bTab = await connect(b.cookie);
    const cTab = await connect(c.cookie);
    const m = await send(a, b, 'are you there?');
    expect(await bTab.next()).toEqual({ type: 'message', message: m, unread_total: 1 });
    expect(await aTab.next()).toEqual({ type: 'message', message: m, unread_total: 0 });
    // The third user's first event is the message sent to them afterwards, not the one above.
    const toC = await send(a, c, 'and you?');
    expect(await cTab.next()).toEqual({ type: 'message', message: toC, unread_total: 1 });
    expect(await aTab.next()).toMatchObject({ type: 'message', message: { id: toC.id } });
    // A reply reaches both again, with each side's own unread total.
    const reply = await send(b, a, 'yes');
    expect(await aTab.next()).toEqual({ type: 'message', message: reply, unread_total: 1 });
    expect(await bTab.next()).toEqual({ type: 'message', message: reply, unread_total: 1 });
  });

  it('warns the receiver of a scam-pattern message live, never its sender (issue 19)', async () => {
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    const aTab = await connect(a.cookie);
    const bTab = await connect(b.cookie);
    const m = await send(a, b, 'Pay me with gift cards and my shipping agent collects');
    expect(m.warning).toBe(false);
    expect(await bTab.next()).toEqual({ type: 'message', message: { ...m, warning: true }, unread_total: 1 });
    expect(await aTab.next()).toEqual({ type: 'message', message: m, unread_total: 0 });
  });

  it('marks a message delivered when a tab of its receiver got it, and only then', async () => {
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    const aTab = await connect(a.cookie);
    // Only the sender is connected: the receiver has not seen it.
    const unseen = await send(a, b, 'nobody home');
    expect((await aTab.next()).type).toBe('message');
    expect(await deliveredAt(unseen.id)).toBeNull();
    const bTab = await connect(b.cookie);
    const seen = await send(a, b, 'now you are');
    expect(await bTab.next()).toMatchObject({ type: 'message', message: { id: seen.id }, unread_total: 2 });
    expect(await deliveredAt(seen.id)).toBeInstanceOf(Date);
    expect(await deliveredAt(unseen.id)).toBeNull();
  });

  it("tells every tab of the reader the new unread total, and not the sender's tabs", async () => {
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    const aTab = await connect(a.cookie);
    const bTab1 = await connect(b.cookie);
    const bTab2 = await connect(b.cookie);
    for (const [n, content] of ['first', 'second'].entries()) {
      const m = await send(a, b, content);
      for (const tab of [bTab1, bTab2]) {
        expect(await tab.next()).toEqual({ type: 'message', message: m, unread_total: n + 1 });
      }
      expect(await aTab.next()).toEqual({ type: 'message', message: m, unread_total: 0 });
    }
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${a.id}/read`,
      headers: { cookie: b.cookie },
    });
    expect(read.json()).toEqual({ read: 2, unread_total: 0 });
    for (const tab of [bTab1, bTab2]) expect(await tab.next()).toEqual({ type: 'read', unread_total: 0 });
    // Reading nothing new sends nothing: the next event each tab gets is the next message.
    await t.app.inject({ method: 'POST', url: `/api/messages/${a.id}/read`, headers: { cookie: b.cookie } });
    const third = await send(a, b, 'third');
    for (const tab of [bTab1, bTab2]) {
      expect(await tab.next()).toMatchObject({ type: 'message', message: { id: third.id }, unread_total: 1 });
    }
    // The sender heard of no read: its next event is its own third message.
    expect(await aTab.next()).toMatchObject({ type: 'message', message: { id: third.id } });
  });
});
