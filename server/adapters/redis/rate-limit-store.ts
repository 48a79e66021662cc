import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore, { type TStore } from '@fastify/rate-limit/store/RedisStore.js';
import type { TRedis } from '.';

type TResult = { current: number; ttl: number };
type TCallback = (err: Error | null, res?: TResult) => void;

/** Where the per-address counts live in Redis. */
export const ADDRESS_KEYS = 'partsyard:ip:';

const call = (store: TStore, method: 'incr' | 'read', key: string, timeWindow: number, max: number) =>
  new Promise<TResult>((resolve, reject) =>
    store[method](key, (err, res) => (err || !res ? reject(err) : resolve(res)), timeWindow, max),
  );

/**
 * @fastify/rate-limit's store for REDIS_URL: its own Redis store (one Lua script counts and reads,
 * so every instance shares each address's count), and its in-memory store while Redis is down
 * (a limit per instance, as without Redis), back to Redis as soon as it answers.
 */
export function sharedRateLimitStore(redis: TRedis): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    private readonly shared: TStore;
    private readonly local: TStore;

    constructor(params: RateLimitOptions, stores?: { shared: TStore; local: TStore }) {
      this.shared =
        stores?.shared ??
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis.client, ADDRESS_KEYS);
      this.local =
        stores?.local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache);
    }

    private count(method: 'incr' | 'read', key: string, cb: TCallback, timeWindow: number, max: number) {
      redis
        .attempt(
          () => call(this.shared, method, key, timeWindow, max),
          () => call(this.local, method, key, timeWindow, max),
        )
        .then((res) => cb(null, res), cb);
    }

    incr(key: string, cb: TCallback, timeWindow: number, max: number) {
      this.count('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: TCallback, timeWindow: number, max: number) {
      this.count('read', key, cb, timeWindow, max);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new SharedStore(routeOptions as RateLimitOptions, {
        shared: this.shared.child(routeOptions) as TStore,
        local: this.local.child(routeOptions) as TStore,
      });
    }
  }
  return SharedStore;
}
