import { LIVE_PATH, type TLiveEvent } from '@common/contracts/messages';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildApp } from '../../app';
import { openPostgres, type TDatabase } from '../../db/client';
import { createUser, nextIp } from '../../test/accounts';
import { startTcpProxy, type TTcpProxy } from '../../test/tcp-proxy';
import { openTestDatabase } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { createPostgresRealtime, RETRY_MS } from './postgres';

// The LISTEN connection through a TCP proxy that the tests cut (a PostgreSQL restart as the app sees
// it) and restore. PostgreSQL only (a *.pg.test.ts file runs in `npm run test:pg` alone): PGlite's
// notifications never leave the process.

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

/** Polls until `check` holds; the deadline is only there to end a broken test. */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`still not ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the PostgreSQL listener', () => {
  let base: TDatabase;
  beforeAll(async () => {
    base = await openTestDatabase();
    cleanup.push(() => base.close());
  });

  it('retries at most a second apart while PostgreSQL is away, listens again as it returns, and asks for a resync', async () => {
    const proxy = await startTcpProxy(base.connectionString ?? '');
    cleanup.push(() => proxy.close());
    const failures: Array<{ retryInMs?: number }> = [];
    const realtime = createPostgresRealtime(proxy.url, {
      warn: (obj, msg) => {
        if (msg.includes('could not reconnect')) failures.push(obj as { retryInMs?: number });
      },
      info: () => {},
    });
    cleanup.push(() => realtime.close());
    const payloads: string[] = [];
    let resyncs = 0;
    await realtime.listen(
      'restart_test',
      (p) => payloads.push(p),
      () => resyncs++,
    );

    await proxy.cut();
    // Long enough away that the old schedule (0.5, 1, 2, 5, 10, 30 s) had grown past 5 s.
    await until(() => failures.length >= 5, 'retried five times');
    expect(failures.map((f) => f.retryInMs)).toEqual(failures.map(() => expect.any(Number)));
    expect(Math.max(...failures.map((f) => f.retryInMs ?? Infinity))).toBeLessThanOrEqual(1000);
    expect(Math.max(...RETRY_MS)).toBeLessThanOrEqual(1000);

    const back = Date.now();
    await proxy.restore();
    await until(() => resyncs === 1, 'resynced');
    const relisten = Date.now() - back;
    console.log(`listener back ${relisten} ms after PostgreSQL returned`);

    const sender = new pg.Client({ connectionString: base.connectionString });
    await sender.connect();
    await sender.query(`SELECT pg_notify('restart_test', 'after the restart')`);
    await sender.end();
    await until(() => payloads.includes('after the restart'), 'notified');
  });
});

describe('live messages across a PostgreSQL restart', () => {
  let base: TDatabase;
  let poolProxy: TTcpProxy;
  let listenProxy: TTcpProxy;
  let app: FastifyInstance;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    base = await openTestDatabase();
    cleanup.push(() => base.close());
    // The pool and the listener each through a proxy of their own, so either can be cut alone.
    poolProxy = await startTcpProxy(base.connectionString ?? '');
    listenProxy = await startTcpProxy(base.connectionString ?? '');
    cleanup.push(
      () => poolProxy.close(),
      () => listenProxy.close(),
    );
    const pool = openPostgres(poolProxy.url, 4, 2000);
    cleanup.push(() => pool.close());
    app = await buildApp({
      config: testConfig(),
      database: { ...pool, connectionString: listenProxy.url },
      logger: false,
    });
    await app.ready();
    cleanup.push(() => app.close());
  });
  afterEach(() => {
    for (const ws of sockets.splice(0)) ws.terminate();
  });

  async function connect(cookie: string) {
    const events: TLiveEvent[] = [];
    const ws = await app.injectWS(
      LIVE_PATH,
      { headers: { cookie } },
      { onInit: (socket) => socket.on('message', (d) => events.push(JSON.parse(String(d)))) },
    );
    sockets.push(ws);
    await until(() => events.some((e) => e.type === 'hello'), 'greeted');
    return events;
  }
  const send = (cookie: string, to: string, content: string) =>
    app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie },
      remoteAddress: nextIp(),
      payload: { receiver_id: to, content },
    });

  it('tells open tabs to resync when the listener is back, and the message sent in between is there to fetch', async () => {
    const alice = await createUser(app);
    const bob = await createUser(app);
    const bobTab = await connect(bob.cookie);

    await listenProxy.cut();
    // The database takes the message while the listener is away: its notification is lost.
    const sent = await send(alice.cookie, bob.id, 'sent while the listener was away');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(bobTab.some((e) => e.type === 'message')).toBe(false);

    await listenProxy.restore();
    await until(() => bobTab.some((e) => e.type === 'resync'), 'told to resync');
    const page = await app.inject({
      method: 'GET',
      url: `/api/messages/${alice.id}`,
      headers: { cookie: bob.cookie },
    });
    expect(page.json().messages.map((m: { content: string }) => m.content)).toContain(
      'sent while the listener was away',
    );
    // And live delivery works again.
    await send(alice.cookie, bob.id, 'live again');
    await until(
      () => bobTab.some((e) => e.type === 'message' && e.message.content === 'live again'),
      'delivered live',
    );
  });

  it('a tab connected before the whole database went away gets the messages sent after it returns, live', async () => {
    const erin = await createUser(app);
    const frank = await createUser(app);
    const tab = await connect(frank.cookie);

    await Promise.all([poolProxy.cut(), listenProxy.cut()]);
    expect((await send(erin.cookie, frank.id, 'refused')).statusCode).toBe(503);
    await Promise.all([poolProxy.restore(), listenProxy.restore()]);

    // The socket stayed open through it: told to resync once the listener is back, then live again.
    await until(() => tab.some((e) => e.type === 'resync'), 'told to resync');
    await until(
      async () => (await send(erin.cookie, frank.id, 'after the restart')).statusCode === 200,
      'sending',
    );
    await until(
      () => tab.some((e) => e.type === 'message' && e.message.content === 'after the restart'),
      'delivered live',
    );
  });

  it('a tab that reconnects after the database returns gets what it missed', async () => {
    const carol = await createUser(app);
    const dave = await createUser(app);
    const first = await connect(dave.cookie);
    expect(first.find((e) => e.type === 'hello')).toEqual({ type: 'hello', unread_total: 0 });

    await Promise.all([poolProxy.cut(), listenProxy.cut()]);
    // While it is away, sending and opening a socket are refused with 503 (the tab retries).
    expect((await send(carol.cookie, dave.id, 'refused')).statusCode).toBe(503);
    await expect(connect(dave.cookie)).rejects.toThrow(/503/);

    await Promise.all([poolProxy.restore(), listenProxy.restore()]);
    await until(async () => (await send(carol.cookie, dave.id, 'missed')).statusCode === 200, 'sending');
    const again = await connect(dave.cookie);
    expect(again.find((e) => e.type === 'hello')).toEqual({ type: 'hello', unread_total: 1 });
    const page = await app.inject({
      method: 'GET',
      url: `/api/messages/${carol.id}`,
      headers: { cookie: dave.cookie },
    });
    expect(page.json().messages.map((m: { content: string }) => m.content)).toEqual(['missed']);
  });
});
