import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, type TRedis } from '../adapters/redis';
import { COUNTER_KEYS, redisCounters } from '../adapters/redis/counters';
import type { TRateCounters } from '../adapters/redis/types';
import type { TDatabase } from '../db/client';
import { until } from '../test/database-away';
import { startRedisServer, type TRedisServer } from '../test/redis-server';
import { openTestDatabase } from '../test/test-app';
import { databaseCounters } from './rate-counters-repository';
import { takeFromWindow } from './user-limiter';

const quiet = { warn: () => {}, info: () => {} };
const W = 60_000;

/** One scripted run of fixed and sliding windows, at chosen times. */
async function script(counters: TRateCounters, id: string, t0: number) {
  const f = `fixed:${id}`;
  const s = `sliding:${id}`;
  return [
    await counters.read(f, W, t0),
    await counters.bump(f, W, 'fixed', t0),
    await counters.bump(f, W, 'fixed', t0 + 1_000),
    await counters.read(f, W, t0 + W),
    await counters.read(f, W, t0 + W + 1),
    await counters.bump(f, W, 'fixed', t0 + W),
    await counters.bump(f, W, 'fixed', t0 + W + 1),
    await counters.bump(s, W, 'sliding', t0),
    await counters.bump(s, W, 'sliding', t0 + W - 1),
    await counters.bump(s, W, 'sliding', t0 + 2 * W - 2),
    await counters.read(s, W, t0 + 2 * W),
    await counters.bump(s, W, 'sliding', t0 + 4 * W),
    await counters.clear([f, s]),
    await counters.read(f, W, t0 + 4 * W),
    await counters.read(s, W, t0 + 4 * W),
  ];
}

describe('the limits counters in Redis', () => {
  let server: TRedisServer;
  let redis: TRedis;
  let database: TDatabase;

  beforeAll(async () => {
    server = await startRedisServer();
    redis = createRedis({ redisUrl: server.url }, quiet) as TRedis;
    database = await openTestDatabase();
    await until(() => redis.ping(), 'answering');
  });
  afterAll(async () => {
    await redis.close();
    await server.close();
    await database.close();
  });

  it('count as the database table does, fixed and sliding windows alike', async () => {
    const t0 = Date.now();
    const expected = [
      undefined,
      { count: 1, last: t0 },
      { count: 2, last: t0 },
      { count: 2, last: t0 },
      undefined,
      { count: 3, last: t0 },
      { count: 1, last: t0 + W + 1 },
      { count: 1, last: t0 },
      { count: 2, last: t0 + W - 1 },
      { count: 3, last: t0 + 2 * W - 2 },
      { count: 3, last: t0 + 2 * W - 2 },
      { count: 1, last: t0 + 4 * W },
      undefined,
      undefined,
      undefined,
    ];
    expect(await script(databaseCounters(database.db), 'a', t0)).toEqual(expected);
    expect(await script(redisCounters(redis.client), 'a', t0)).toEqual(expected);
  });

  it('keep each count in Redis, with an expiry', async () => {
    const counters = redisCounters(redis.client);
    await counters.bump('kept', W, 'fixed');
    expect(await redis.client.hgetall(`${COUNTER_KEYS}kept`)).toMatchObject({ count: '1' });
    const ttl = await redis.client.pttl(`${COUNTER_KEYS}kept`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(W + 60_000);
  });

  it('let no more than the limit through when requests come at once', async () => {
    const counters = redisCounters(redis.client);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => takeFromWindow(counters, 'together', { max: 10, windowMs: W })),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(10);
    expect(
      answers.filter((a) => !a.ok).every((a) => a.retryAfterSeconds > 0 && a.retryAfterSeconds <= 60),
    ).toBe(true);
  });
});
