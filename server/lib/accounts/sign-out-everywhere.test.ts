import { LIVE_CLOSE_SIGNED_OUT, LIVE_PATH, type TLiveEvent } from '@common/contracts/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildApp } from '../../app';
import { openPostgres, type TDatabase } from '../../db/client';
import { session } from '../../db/schema';
import { createUser, signIn } from '../../test/accounts';
import { openTestDatabase } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { signOutEverywhere } from './sign-out-everywhere';

// signOutEverywhere on two instances of one database: every session of the user goes, and their
// sockets on both instances close with LIVE_CLOSE_SIGNED_OUT; other users' sockets stay. In a
// transaction that rolls back, nothing happens. Waits are for events, bounded by a failing timeout.

let database: TDatabase;
let poolB: TDatabase | undefined;
let appA: FastifyInstance;
let appB: FastifyInstance;
const open: WebSocket[] = [];

/** A live socket on `app`: its 'hello' awaited; `closed` resolves with its close code; `pong()` waits for a pong. */
async function connect(app: FastifyInstance, cookie: string) {
  const events: TLiveEvent[] = [];
  let onEvent = () => {};
  let closed!: Promise<number>;
  const ws = await app.injectWS(
    LIVE_PATH,
    { headers: { cookie } },
    {
      onInit(socket) {
        closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
        socket.on('message', (data) => {
          events.push(JSON.parse(String(data)) as TLiveEvent);
          onEvent();
        });
      },
    },
  );
  open.push(ws);
  const waitFor = (type: TLiveEvent['type']) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} within 30 s`)), 30_000);
      const check = () => {
        const at = events.findIndex((e) => e.type === type);
        if (at < 0) return;
        events.splice(at, 1);
        clearTimeout(timer);
        resolve();
      };
      onEvent = check;
      check();
    });
  await waitFor('hello');
  return {
    ws,
    closed,
    async pong() {
      ws.send('ping');
      await waitFor('pong');
    },
  };
}

const withCode = (closed: Promise<number>) =>
  Promise.race([
    closed,
    new Promise<number>((_, reject) =>
      setTimeout(() => reject(new Error('socket not closed within 30 s')), 30_000),
    ),
  ]);

const sessionsOf = async (userId: string) =>
  (await appA.db.select().from(session).where(eq(session.userId, userId))).length;

const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

beforeAll(async () => {
  database = await openTestDatabase();
  appA = await buildApp({ config: testConfig(), database, logger: false });
  if (database.kind === 'pglite') {
    appB = await buildApp({ config: testConfig(), database, logger: false });
  } else {
    if (!database.connectionString) throw new Error('a PostgreSQL test database has a connection string');
    poolB = openPostgres(database.connectionString, 2);
    appB = await buildApp({ config: testConfig(), database: poolB, logger: false });
  }
  await Promise.all([appA.ready(), appB.ready()]);
});
afterEach(() => {
  for (const ws of open.splice(0)) ws.terminate();
});
afterAll(async () => {
  await appB?.close();
  await poolB?.close();
  await appA?.close();
  await database?.close();
});

describe('signOutEverywhere', () => {
  it("ends every session of the user and closes their sockets on every instance; others' stay", async () => {
    const user = await createUser(appA);
    const otherBrowser = (await signIn(appA, user.email)).cookie;
    const bystander = await createUser(appA);
    const onA = await connect(appA, user.cookie);
    const onB = await connect(appB, otherBrowser);
    const bystanderTab = await connect(appB, bystander.cookie);
    expect(await sessionsOf(user.id)).toBe(2);

    await signOutEverywhere(appA, user.id);

    expect(await withCode(onA.closed)).toBe(LIVE_CLOSE_SIGNED_OUT);
    expect(await withCode(onB.closed)).toBe(LIVE_CLOSE_SIGNED_OUT);
    expect(await sessionsOf(user.id)).toBe(0);
    expect((await me(appA, user.cookie)).statusCode).toBe(401);
    expect((await me(appB, otherBrowser)).statusCode).toBe(401);
    // A new socket with an ended session is refused.
    await expect(appB.injectWS(LIVE_PATH, { headers: { cookie: user.cookie } })).rejects.toThrow(
      'Unexpected server response: 401',
    );
    // The other user is untouched.
    await bystanderTab.pong();
    expect((await me(appA, bystander.cookie)).statusCode).toBe(200);
  });

  it("in the caller's transaction: a rollback leaves the sessions and sockets; a commit ends them", async () => {
    const user = await createUser(appA);
    const tab = await connect(appB, user.cookie);
    await expect(
      appA.db.transaction(async (tx) => {
        await signOutEverywhere(appA, user.id, tx);
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    expect(await sessionsOf(user.id)).toBe(1);
    expect((await me(appA, user.cookie)).statusCode).toBe(200);
    // The notice never left: the socket still answers.
    await tab.pong();

    await appA.db.transaction((tx) => signOutEverywhere(appA, user.id, tx));
    expect(await withCode(tab.closed)).toBe(LIVE_CLOSE_SIGNED_OUT);
    expect(await sessionsOf(user.id)).toBe(0);
  });
});
