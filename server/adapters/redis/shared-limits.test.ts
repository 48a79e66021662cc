import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { TDatabase } from '../../db/client';
import { cookiesOf, createUser, PASSWORD } from '../../test/accounts';
import { until } from '../../test/database-away';
import { startRedisServer, type TRedisServer } from '../../test/redis-server';
import { openTestDatabase } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import type { TRedis } from '.';

// Two instances, each on a database of its own, sharing one Redis: what they limit as one is
// counted in Redis and nowhere else. In production mode, so that Better Auth's limiter runs.

const GLOBAL = 8;

interface TInstance {
  app: FastifyInstance;
  database: TDatabase;
  redis: TRedis;
  /** The log lines with this text so far. */
  logged(text: string): number;
  close(): Promise<void>;
}

async function instance(redisUrl: string): Promise<TInstance> {
  const database = await openTestDatabase();
  const config = {
    ...testConfig({ REDIS_URL: redisUrl, RATE_LIMIT_PER_MINUTE: String(GLOBAL) }),
    env: 'production' as const,
  };
  const lines: string[] = [];
  const app = await buildApp({
    config,
    database,
    logger: { level: 'info', stream: { write: (l: string) => lines.push(l) } },
  });
  await app.ready();
  const redis = app.redis as TRedis;
  await until(() => redis.ping(), 'connected to Redis');
  return {
    app,
    database,
    redis,
    logged: (text) => lines.filter((line) => line.includes(text)).length,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let server: TRedisServer;
let a: TInstance;
let b: TInstance;

beforeAll(async () => {
  server = await startRedisServer();
  a = await instance(server.url);
  b = await instance(server.url);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await server?.close();
});

/** `n` requests from one address, to `on(i)`'s instance; the status codes and the last answer. */
async function requests(
  n: number,
  on: (i: number) => TInstance,
  send: (app: FastifyInstance, i: number) => Promise<LightMyRequestResponse>,
) {
  const codes: number[] = [];
  let last: LightMyRequestResponse | undefined;
  for (let i = 0; i < n; i++) {
    last = await send(on(i).app, i);
    codes.push(last.statusCode);
  }
  return { codes, last: last as LightMyRequestResponse };
}
const alternately = (i: number) => (i % 2 === 0 ? a : b);
const times = (n: number, code: number) => Array.from({ length: n }, () => code);

const readRate = (ip: string) => (app: FastifyInstance) =>
  app.inject({ method: 'GET', url: '/api/exchange-rate', remoteAddress: ip });
// From a new address each time: only the per-account limit applies.
const signUp = (email: string, net: number) => (app: FastifyInstance, i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/accounts/sign-up',
    payload: { email, password: PASSWORD, confirmPassword: PASSWORD, terms: true },
    remoteAddress: `10.51.${net}.${i}`,
  });
// No password: Better Auth counts the attempt, then our rules answer 400 at once (no hashing).
const emptySignIn = (ip: string) => (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: 'nobody@example.com', password: '' },
    remoteAddress: ip,
  });

const counterRows = async (database: TDatabase, key: string) =>
  (await database.db.execute(sql`SELECT count FROM app_counters WHERE key = ${key}`)).rows;

describe('limits shared by every instance through Redis', () => {
  it('limit an address as one over both instances: the default limit', async () => {
    const { codes, last } = await requests(GLOBAL + 1, alternately, readRate('10.50.0.1'));
    expect(codes).toEqual([...times(GLOBAL, 200), 429]);
    // The answer one instance alone gives.
    expect(last.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(last.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await a.redis.client.get('partsyard:ip:10.50.0.1')).toBe(String(GLOBAL + 1));
  });

  it("and a route's own limit", async () => {
    // The contact form's limit is 5 a minute; an empty form is refused (400) but counted.
    const post = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/contact', payload: {}, remoteAddress: '10.50.0.2' });
    const { codes, last } = await requests(6, alternately, post);
    expect(codes).toEqual([...times(5, 400), 429]);
    expect(last.json().message).toMatch(/^Too many requests\./);
    expect(await a.redis.client.exists('partsyard:ip:POST/api/contact-10.50.0.2')).toBe(1);
  });

  it('limit an account as one over both instances, counted in Redis alone', async () => {
    const email = 'shared-limit@example.com';
    // Three sign-ups an hour per address; each instance has its own database here.
    const { codes, last } = await requests(4, alternately, signUp(email, 1));
    expect(codes).toEqual([201, 201, 201, 429]);
    expect(last.json().message).toBe(MESSAGES.tooManyAttempts);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await a.redis.client.hget(`partsyard:count:acct:sign-up:${email}`, 'count')).toBe('3');
    expect(await counterRows(a.database, `acct:sign-up:${email}`)).toEqual([]);
    expect(await counterRows(b.database, `acct:sign-up:${email}`)).toEqual([]);
  });

  it("count Better Auth's own limiter in Redis, for both instances", async () => {
    // Its sign-in rule: 3 attempts in 10 seconds per address.
    const { codes, last } = await requests(4, alternately, emptySignIn('10.50.0.3'));
    expect(codes).toEqual([400, 400, 400, 429]);
    expect(last.json().message).toBe('Too many requests. Please try again later.');
    expect(Number(last.headers['x-retry-after'])).toBeGreaterThan(0);
    expect(await a.redis.client.get('partsyard:auth:10.50.0.3|/sign-in/email')).toBe('4');
    // Nothing else of Better Auth's lives in Redis: no sessions, no verification values.
    const user = await createUser(a.app, { profile: false });
    expect(user.cookie).not.toBe('');
    const keys = await a.redis.client.keys('*');
    expect(keys.filter((key) => !/^partsyard:(ip|count|auth):/.test(key))).toEqual([]);
  });
});

describe('while Redis is down', () => {
  let signedIn: { email: string; cookie: string };

  beforeAll(async () => {
    signedIn = await createUser(a.app, { profile: false });
    await server.stop();
  });

  it('still answers, limiting per instance, with one warning an instance', async () => {
    for (const one of [a, b]) {
      const { codes } = await requests(GLOBAL + 1, () => one, readRate('10.50.1.1'));
      expect(codes).toEqual([...times(GLOBAL, 200), 429]);
    }
    // The per-account counts fall back to the database table (each instance's own here).
    const email = 'outage-limit@example.com';
    const { codes, last } = await requests(4, () => a, signUp(email, 2));
    expect(codes).toEqual([201, 201, 201, 429]);
    expect(last.json().message).toBe(MESSAGES.tooManyAttempts);
    expect(await counterRows(a.database, `acct:sign-up:${email}`)).toEqual([{ count: 3 }]);
    // Better Auth's limiter counts in this instance's memory.
    expect((await requests(4, () => b, emptySignIn('10.50.1.2'))).codes).toEqual([400, 400, 400, 429]);

    expect(a.logged('Redis unavailable')).toBe(1);
    expect(b.logged('Redis unavailable')).toBe(1);
    expect(await a.redis.ping()).toBe(false);
  });

  it('keeps sessions: a signed-in user stays signed in, and signing in works', async () => {
    const session = await a.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: signedIn.cookie },
      remoteAddress: '10.50.1.3',
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(signedIn.email);

    const again = await a.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: signedIn.email, password: PASSWORD },
      remoteAddress: '10.50.1.4',
    });
    expect(again.statusCode).toBe(200);
    const me = await a.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookiesOf(again) },
      remoteAddress: '10.50.1.4',
    });
    expect(me.statusCode).toBe(200);
  });

  it('shares the counts again once Redis is back', async () => {
    await server.start();
    await until(() => a.redis.ping(), 'reconnected');
    await until(() => b.redis.ping(), 'reconnected');
    expect(a.logged('Redis answers again')).toBe(1);
    expect(b.logged('Redis answers again')).toBe(1);
    const { codes } = await requests(GLOBAL + 1, alternately, readRate('10.50.1.5'));
    expect(codes).toEqual([...times(GLOBAL, 200), 429]);
    expect(await a.redis.client.get('partsyard:ip:10.50.1.5')).toBe(String(GLOBAL + 1));
  });
});

describe('while Redis does not answer (a stalled server)', () => {
  it('answers each request without it, and uses it again when it answers', async () => {
    const warned = a.logged('Redis unavailable');
    server.pause();
    try {
      const { codes } = await requests(GLOBAL + 1, () => a, readRate('10.50.2.1'));
      expect(codes).toEqual([...times(GLOBAL, 200), 429]);
      expect((await requests(4, () => a, emptySignIn('10.50.2.2'))).codes).toEqual([400, 400, 400, 429]);
      expect(a.logged('Redis unavailable')).toBe(warned + 1);
      expect(a.redis.isUp()).toBe(false);
    } finally {
      server.resume();
    }
    await until(async () => a.redis.isUp(), 'answering again');
    await until(() => b.redis.ping(), 'answering again');
    const { codes } = await requests(GLOBAL + 1, alternately, readRate('10.50.2.3'));
    expect(codes).toEqual([...times(GLOBAL, 200), 429]);
  });
});
