import { LIVE_PATH } from '@common/contracts/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createUser, signIn } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { LIVE_CLOSE_TOO_MANY, SOCKETS_PER_SESSION } from './live-hub';

// One session may hold SOCKETS_PER_SESSION live sockets (its tabs): the next upgrade is refused with
// 429 and words, even when the upgrades arrive all at once; another session of the same person and
// a socket freed by a closed tab are not affected. (A session used to be able to open thousands.)

let t: TTestApp;
const open: WebSocket[] = [];

type TResult = { ws: WebSocket; outcome: 'hello' | number } | { refused: string };

/** Upgrades with this cookie; resolves on the 'hello' event, on a close (its code) or on a refusal. */
async function connect(cookie: string): Promise<TResult> {
  let settle: (o: 'hello' | number) => void = () => {};
  const outcome = new Promise<'hello' | number>((resolve) => {
    settle = resolve;
  });
  try {
    const ws = await t.app.injectWS(
      LIVE_PATH,
      { headers: { cookie } },
      {
        onInit(socket) {
          socket.once('message', () => settle('hello'));
          socket.once('close', (code) => settle(code));
        },
      },
    );
    open.push(ws);
    return { ws, outcome: await outcome };
  } catch (err) {
    return { refused: (err as Error).message };
  }
}

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  for (const ws of open.splice(0)) ws.terminate();
});
afterAll(() => t.close());

describe('live sockets per session', () => {
  it(`accepts ${SOCKETS_PER_SESSION} sockets of one session and refuses the next with 429`, async () => {
    const user = await createUser(t.app);
    const results: TResult[] = [];
    for (let i = 0; i < SOCKETS_PER_SESSION; i++) results.push(await connect(user.cookie));
    expect(results.map((r) => ('outcome' in r ? r.outcome : r.refused))).toEqual(
      Array(SOCKETS_PER_SESSION).fill('hello'),
    );
    expect(await connect(user.cookie)).toEqual({ refused: 'Unexpected server response: 429' });
    const res = await t.app.inject({
      method: 'GET',
      url: LIVE_PATH,
      headers: {
        cookie: user.cookie,
        connection: 'upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      `This browser already has ${SOCKETS_PER_SESSION} live connections open: close a tab and try again.`,
    );

    // Another session (a second browser) of the same person connects.
    const other = await signIn(t.app, user.email);
    const second = await connect(other.cookie);
    expect('outcome' in second && second.outcome).toBe('hello');

    // A tab closed frees its place.
    const first = results[0] as { ws: WebSocket };
    first.ws.terminate();
    await vi.waitFor(
      async () => {
        const again = await connect(user.cookie);
        if (!('outcome' in again) || again.outcome !== 'hello') throw new Error('still refused');
      },
      { timeout: 30_000, interval: 50 },
    );
  });

  it('holds the cap when many upgrades of one session arrive at once', async () => {
    const user = await createUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 3 * SOCKETS_PER_SESSION }, () => connect(user.cookie)),
    );
    const live = results.filter((r) => 'outcome' in r && r.outcome === 'hello').length;
    const turnedAway = results.filter(
      (r) =>
        ('refused' in r && r.refused.endsWith('429')) ||
        ('outcome' in r && r.outcome === LIVE_CLOSE_TOO_MANY),
    ).length;
    expect(live).toBe(SOCKETS_PER_SESSION);
    expect(turnedAway).toBe(2 * SOCKETS_PER_SESSION);
  });
});
