// @fastify/rate-limit's own stores (plain CommonJS, not typed by the package).
declare module '@fastify/rate-limit/store/*.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  type TResult = { current: number; ttl: number };
  export interface TStore extends FastifyRateLimitStore {
    read(key: string, cb: (err: Error | null, res?: TResult) => void, timeWindow: number, max: number): void;
  }
  const Store: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    redisOrCache?: unknown,
    key?: string,
  ) => TStore;
  export default Store;
}
