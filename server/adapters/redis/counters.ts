import type { Redis } from 'ioredis';
import type { TRateCounters } from './types';

/** Where the per-account and per-user counts live in Redis. */
export const COUNTER_KEYS = 'partsyard:count:';

// One attempt counted and the new state read in one step (a script runs alone), with the database
// table's rules: an attempt after the window starts again at 1; 'fixed' keeps the first attempt's
// time, 'sliding' the last one's. The key expires a minute after its window ends (the script
// decides by `last`; the expiry only tidies up).
const BUMP = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local last = tonumber(redis.call('HGET', KEYS[1], 'last'))
local count
if not last or last < now - window then
  count = 1
  last = now
  redis.call('HSET', KEYS[1], 'count', 1, 'last', ARGV[1])
else
  count = redis.call('HINCRBY', KEYS[1], 'count', 1)
  if ARGV[3] == 'sliding' then
    last = now
    redis.call('HSET', KEYS[1], 'last', ARGV[1])
  end
end
redis.call('PEXPIRE', KEYS[1], last + window - now + 60000)
return {count, last}
`;

type TBumpClient = Redis & {
  partsyardBump(key: string, now: number, windowMs: number, mode: string): Promise<[number, number]>;
};

/** The counters in Redis (a hash per key: count, last). */
export function redisCounters(client: Redis): TRateCounters {
  const redis = client as TBumpClient;
  if (typeof redis.partsyardBump !== 'function')
    client.defineCommand('partsyardBump', { numberOfKeys: 1, lua: BUMP });
  return {
    async read(key, windowMs, now = Date.now()) {
      const [count, last] = await client.hmget(COUNTER_KEYS + key, 'count', 'last');
      if (count === null || last === null || Number(last) < now - windowMs) return undefined;
      return { count: Number(count), last: Number(last) };
    },
    async bump(key, windowMs, mode = 'fixed', now = Date.now()) {
      const [count, last] = await redis.partsyardBump(COUNTER_KEYS + key, now, windowMs, mode);
      return { count: Number(count), last: Number(last) };
    },
    async clear(keys) {
      if (keys.length > 0) await client.del(...keys.map((key) => COUNTER_KEYS + key));
    },
  };
}
