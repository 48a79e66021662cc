import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { TConfig } from '../../config';
import { openRedisClient } from './client';

/** A readiness check waits at most this long for Redis's answer. */
export const PING_TIMEOUT_MS = 1_000;
/** While Redis is thought down on a connection that looks open, it is asked again this often. */
const PROBE_EVERY_MS = 1_000;

/**
 * Redis (REDIS_URL), where the limits are counted for every instance. Its users never wait on an
 * outage: while Redis is down they count without it (attempt's fallback), and come back to it as
 * soon as it answers again.
 */
export interface TRedis {
  client: Redis;
  /** Commands go to Redis: it is connected and its last answer was not a failure. */
  isUp(): boolean;
  /** Redis answered a PING within PING_TIMEOUT_MS. Never throws. */
  ping(): Promise<boolean>;
  /**
   * `op` on Redis; `fallback`'s answer while Redis is down or when `op` fails (which marks Redis
   * down until it answers again: one warning an outage, one info line when it is back).
   */
  attempt<T>(op: (client: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type TLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** Redis for REDIS_URL, or undefined without it (the embedded default counts in this process). */
export function createRedis(config: Pick<TConfig, 'redisUrl'>, log: TLog): TRedis | undefined {
  return config.redisUrl ? redisOn(openRedisClient(config.redisUrl), log) : undefined;
}

/** The outage bookkeeping around a client (exported for tests that bring their own client). */
export function redisOn(client: Redis, log: TLog): TRedis {
  // 'starting' until the first connection: a Redis that is not there at start is an outage too.
  let state: 'starting' | 'up' | 'down' | 'closed' = 'starting';
  let probe: NodeJS.Timeout | undefined;

  const stopProbe = () => {
    clearInterval(probe);
    probe = undefined;
  };
  const markUp = () => {
    if (state === 'up' || state === 'closed') return;
    if (state === 'down') log.info('Redis answers again: limits are shared by every instance again');
    state = 'up';
    stopProbe();
  };
  const markDown = (err: unknown) => {
    if (state === 'down' || state === 'closed') return;
    state = 'down';
    log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'Redis unavailable: limits are counted without it (per instance) until it answers again',
    );
    // A connection that stays open while Redis does not answer (a stalled server) brings no
    // 'ready' event when Redis recovers: ask it.
    probe = setInterval(() => {
      if (client.status === 'ready') void ping();
    }, PROBE_EVERY_MS);
    probe.unref();
  };

  async function ping(): Promise<boolean> {
    if (client.status !== 'ready') return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        client.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('Redis did not answer PING in time')), PING_TIMEOUT_MS);
        }),
      ]);
      markUp();
      return answer === 'PONG';
    } catch (err) {
      markDown(err);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  // ioredis emits 'error' on each failed (re)connection: handled here, it never reaches the process.
  client.on('error', markDown);
  client.on('close', () => markDown(new Error('connection closed')));
  client.on('ready', markUp);

  const isUp = () => state === 'up' && client.status === 'ready';
  return {
    client,
    isUp,
    ping,
    async attempt(op, fallback) {
      if (!isUp()) return fallback();
      try {
        return await op(client);
      } catch (err) {
        markDown(err);
        return fallback();
      }
    },
    async close() {
      state = 'closed';
      stopProbe();
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
