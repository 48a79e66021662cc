import { Redis, type RedisOptions } from 'ioredis';

/** How long a request may wait on Redis before its limit is counted without it. */
export const COMMAND_TIMEOUT_MS = 500;
/** The longest pause between two reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 2_000;

/**
 * The connection settings: a Redis that is away or slow never holds a request. Commands fail at once
 * while the connection is down (no offline queue, no retry of a command), or after
 * COMMAND_TIMEOUT_MS when Redis does not answer; the client reconnects with backoff forever.
 */
export const CLIENT_OPTIONS: RedisOptions = {
  connectionName: 'partsyard',
  connectTimeout: 1_000,
  commandTimeout: COMMAND_TIMEOUT_MS,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  // 100 ms, 200 ms, 400 ms, … up to 2 s, for as long as it takes.
  retryStrategy: (attempt) => Math.min(50 * 2 ** Math.min(attempt, 10), MAX_RECONNECT_DELAY_MS),
  // A managed Redis's failover turns the old primary read-only: reconnect to find the new one.
  reconnectOnError: (err) => err.message.startsWith('READONLY'),
};

/** A client for REDIS_URL (redis:// or rediss://, which turns TLS on). It connects at once. */
export function openRedisClient(url: string): Redis {
  return new Redis(url, CLIENT_OPTIONS);
}
