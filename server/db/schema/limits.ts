import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Our per-account and per-user limit counters (plugins/rate-counters.ts), when they are not in Redis.
 * Not Better Auth's rate_limit table: its limiter deletes every row of that table older than its own
 * window whenever one of its counters starts anew, which cut our 15-60 minute windows to about one.
 */
export const appCounters = pgTable(
  'app_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
  },
  (t) => [index('app_counters_last_request_idx').on(t.lastRequest)],
);
