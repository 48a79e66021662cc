import { LIVE_PATH, type TLiveEvent, type TMessage } from '@common/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildApp } from '../../app';
import { openPostgres, type TDatabase } from '../../db/client';
import { createUser, nextIp } from '../../test/accounts';
import { openTestDatabase } from '../../test/test-app';
import { testConfig } from '../../test/test-config';

// Two server instances on one database: a message sent through one reaches a socket open on the
// other (through the database's notifications). On PostgreSQL each instance has its own pool and
// its own LISTEN connection; PGlite is one embedded database in this process, shared by both.

let database: TDatabase;
let poolB: TDatabase | undefined;
let appA: FastifyInstance;
let appB: FastifyInstance;
const open: WebSocket[] = [];

/** A socket on `app` as this user, with a next() that resolves with its next event (or fails after 5 s). */
async function connect(app: FastifyInstance, cookie: string) {
  const ready: TLiveEvent[] = [];
  const waiting: Array<(e: TLiveEvent) => void> = [];
  const ws = await app.injectWS(
    LIVE_PATH,
    { headers: { cookie } },
    {
      onInit(socket) {
        socket.on('message', (data) => {
          const event = JSON.parse(String(data)) as TLiveEvent;
          const waiter = waiting.shift();
          if (waiter) waiter(event);
          else ready.push(event);
        });
      },
    },
  );
  open.push(ws);
  const next = (): Promise<TLiveEvent> => {
    const event = ready.shift();
    if (event) return Promise.resolve(event);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no live event within 30 s')), 30_000);
      waiting.push((e) => {
        clearTimeout(timer);
        resolve(e);
      });
    });
  };
  expect(await next()).toMatchObject({ type: 'hello' });
  return next;
}

async function send(app: FastifyInstance, cookie: string, to: string, content: string): Promise<TMessage> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie },
    remoteAddress: nextIp(),
    payload: { receiver_id: to, content },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

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

describe('two instances on one database', () => {
  it('passes a message sent through one instance to a socket on the other, both ways', async () => {
    const alice = await createUser(appA);
    const bob = await createUser(appA);
    // The session made on A is good on B: sessions live in the database.
    const me = await appB.inject({ method: 'GET', url: '/api/me', headers: { cookie: bob.cookie } });
    expect(me.statusCode, me.body).toBe(200);

    const bobOnB = await connect(appB, bob.cookie);
    const aliceOnA = await connect(appA, alice.cookie);
    const toBob = await send(appA, alice.cookie, bob.id, 'sent through A');
    expect(await bobOnB()).toEqual({ type: 'message', message: toBob, unread_total: 1 });
    expect(await aliceOnA()).toEqual({ type: 'message', message: toBob, unread_total: 0 });

    const toAlice = await send(appB, bob.cookie, alice.id, 'answered through B');
    expect(await aliceOnA()).toEqual({ type: 'message', message: toAlice, unread_total: 1 });
    expect(await bobOnB()).toEqual({ type: 'message', message: toAlice, unread_total: 1 });

    // Reading on one instance tells the reader's tabs on the other.
    const read = await appA.inject({
      method: 'POST',
      url: `/api/messages/${alice.id}/read`,
      headers: { cookie: bob.cookie },
    });
    expect(read.json()).toEqual({ read: 1, unread_total: 0 });
    expect(await bobOnB()).toEqual({ type: 'read', unread_total: 0 });
  });

  it('delivers to tabs of one user open on both instances at once', async () => {
    const carol = await createUser(appB);
    const dave = await createUser(appB);
    const onA = await connect(appA, dave.cookie);
    const onB = await connect(appB, dave.cookie);
    const m = await send(appB, carol.cookie, dave.id, 'to every tab');
    expect(await onA()).toEqual({ type: 'message', message: m, unread_total: 1 });
    expect(await onB()).toEqual({ type: 'message', message: m, unread_total: 1 });
  });
});
