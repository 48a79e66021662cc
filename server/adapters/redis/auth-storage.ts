import type { BetterAuthOptions } from 'better-auth';
import type { Redis } from 'ioredis';
import type { TRedis } from '.';

type TSecondaryStorage = NonNullable<BetterAuthOptions['secondaryStorage']>;

/** Where Better Auth's limiter counts in Redis. */
export const AUTH_LIMIT_KEYS = 'partsyard:auth:';

// A counter made with its time to live, which later increments leave alone (one script: atomic).
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count
`;

type TIncrementClient = Redis & { partsyardIncrement(key: string, ttlSeconds: number): Promise<number> };

/** This instance's counters while Redis is down: a fixed window per key, as in Redis. */
export function memoryCounters(maxKeys = 100_000) {
  const counts = new Map<string, { count: number; expiresAt: number }>();
  const prune = (now: number) => {
    for (const [key, entry] of counts) if (entry.expiresAt <= now) counts.delete(key);
    // Still too many live ones (a flood of addresses): the oldest go first.
    for (const key of counts.keys()) {
      if (counts.size <= maxKeys) break;
      counts.delete(key);
    }
  };
  return {
    increment(key: string, ttlSeconds: number, now = Date.now()): number {
      const entry = counts.get(key);
      if (entry && entry.expiresAt > now) return ++entry.count;
      if (counts.size >= maxKeys) prune(now);
      counts.set(key, { count: 1, expiresAt: now + ttlSeconds * 1000 });
      return 1;
    },
  };
}

/**
 * Better Auth's secondary storage, for its limiter alone (rateLimit.storage 'secondary-storage',
 * which only calls `increment`). Its sessions and verification values stay in the database, which
 * other code reads and writes directly (the admin role set at verification, reset links ended, a
 * user's rows deleted): Better Auth reads a stored copy before the database, so a copy here could
 * outlive a change made there, and a Redis outage would fail every session lookup. So nothing else
 * is kept: get finds nothing and set keeps nothing, and with session.storeSessionInDatabase and
 * verification.storeInDatabase Better Auth then reads and writes the database as it does without
 * a secondary storage. While Redis is down the counts are this instance's own.
 */
export function authLimiterStorage(redis: TRedis): TSecondaryStorage {
  const client = redis.client as TIncrementClient;
  if (typeof client.partsyardIncrement !== 'function')
    client.defineCommand('partsyardIncrement', { numberOfKeys: 1, lua: INCREMENT });
  const local = memoryCounters();
  return {
    get: () => null,
    getAndDelete: () => null,
    set: () => undefined,
    delete: () => undefined,
    increment: (key, ttlSeconds) =>
      redis.attempt(
        () => client.partsyardIncrement(AUTH_LIMIT_KEYS + key, ttlSeconds),
        () => local.increment(key, ttlSeconds),
      ),
  };
}
