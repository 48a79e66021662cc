import type { TRedis } from '../adapters/redis';
import { redisCounters } from '../adapters/redis/counters';
import type { TRateCounters } from '../adapters/redis/types';
import type { TDb } from '../db/client';
import { databaseCounters } from './rate-counters-repository';

type TExec = Pick<TDb, 'execute'>;

/**
 * The counters for this app: in Redis when there is one, falling back to the database's table while
 * Redis is down (still one count for every instance, just slower), back to Redis when it answers.
 */
export function createRateCounters(db: TExec, redis: TRedis | undefined): TRateCounters {
  const database = databaseCounters(db);
  if (!redis) return database;
  const shared = redisCounters(redis.client);
  return {
    read: (...args) =>
      redis.attempt(
        () => shared.read(...args),
        () => database.read(...args),
      ),
    bump: (...args) =>
      redis.attempt(
        () => shared.bump(...args),
        () => database.bump(...args),
      ),
    // Both: the table may hold counts made during an earlier outage, which a later one would read.
    clear: async (keys) => {
      await redis.attempt(
        () => shared.clear(keys),
        () => undefined,
      );
      await database.clear(keys);
    },
  };
}
