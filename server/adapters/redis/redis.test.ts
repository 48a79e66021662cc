import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../test/database-away';
import { startRedisServer, type TRedisServer } from '../../test/redis-server';
import { createRedis, type TRedis } from '.';

/** A logger that keeps its lines. */
function recordingLog() {
  const lines: { level: 'warn' | 'info'; msg: string }[] = [];
  const at =
    (level: 'warn' | 'info') =>
    (...args: unknown[]) =>
      lines.push({ level, msg: String(args.find((a) => typeof a === 'string')) });
  return { lines, log: { warn: at('warn'), info: at('info') } as never };
}

describe('Redis adapter', () => {
  let server: TRedisServer;
  let redis: TRedis;
  const { lines, log } = recordingLog();

  beforeAll(async () => {
    server = await startRedisServer();
    redis = createRedis({ redisUrl: server.url }, log) as TRedis;
    await until(() => redis.ping(), 'answering');
  });
  afterAll(async () => {
    await redis.close();
    await server.close();
  });

  it('is not made without REDIS_URL', () => {
    expect(createRedis({}, log)).toBeUndefined();
  });

  it('answers a ping and runs commands while Redis is up', async () => {
    expect(await redis.ping()).toBe(true);
    expect(redis.isUp()).toBe(true);
    expect(
      await redis.attempt(
        (c) => c.incr('t:n'),
        () => -1,
      ),
    ).toBe(1);
  });

  it('falls back while Redis is down, warns once, and comes back when it does', async () => {
    await server.stop();
    // Commands never wait on the lost connection: each answers from the fallback.
    for (let i = 0; i < 3; i++)
      expect(
        await redis.attempt(
          (c) => c.incr('t:n'),
          () => -1,
        ),
      ).toBe(-1);
    expect(await redis.ping()).toBe(false);
    expect(redis.isUp()).toBe(false);
    const warnings = lines.filter((l) => l.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/Redis unavailable/);

    // An instance that starts while Redis is away counts without it, and says so once.
    const late = recordingLog();
    const starting = createRedis({ redisUrl: server.url }, late.log) as TRedis;
    try {
      await until(async () => late.lines.length > 0, 'warned');
      expect(
        await starting.attempt(
          (c) => c.incr('t:n'),
          () => -1,
        ),
      ).toBe(-1);
      expect(late.lines).toEqual([{ level: 'warn', msg: expect.stringMatching(/Redis unavailable/) }]);
    } finally {
      await starting.close();
    }

    await server.start();
    await until(() => redis.ping(), 'answering');
    expect(redis.isUp()).toBe(true);
    // The restarted server is empty: the count starts again, in Redis.
    expect(
      await redis.attempt(
        (c) => c.incr('t:n'),
        () => -1,
      ),
    ).toBe(1);
    expect(lines.filter((l) => l.level === 'info').map((l) => l.msg)).toEqual([
      expect.stringMatching(/Redis answers again/),
    ]);
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
  });
});
