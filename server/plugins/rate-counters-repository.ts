import { sql } from 'drizzle-orm';
import type { TRateCounters } from '../adapters/redis/types';
import type { TDb } from '../db/client';

type TExec = Pick<TDb, 'execute'>;

/** The counters in the app_counters table: one statement counts and reads. */
export function databaseCounters(db: TExec): TRateCounters {
  return {
    async read(key, windowMs, now = Date.now()) {
      const rows = await db.execute(
        sql`SELECT count, last_request FROM app_counters WHERE key = ${key} AND last_request >= ${now - windowMs}`,
      );
      const row = rows.rows[0] as { count: number | string; last_request: number | string } | undefined;
      return row ? { count: Number(row.count), last: Number(row.last_request) } : undefined;
    },
    async bump(key, windowMs, mode = 'fixed', now = Date.now()) {
      const windowStart = now - windowMs;
      const last =
        mode === 'sliding'
          ? sql`${now}`
          : sql`CASE WHEN app_counters.last_request < ${windowStart} THEN ${now} ELSE app_counters.last_request END`;
      const res = await db.execute(sql`
        INSERT INTO app_counters (key, count, last_request) VALUES (${key}, 1, ${now})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN app_counters.last_request < ${windowStart} THEN 1 ELSE app_counters.count + 1 END,
          last_request = ${last}
        RETURNING count, last_request`);
      const row = res.rows[0] as { count: number | string; last_request: number | string };
      return { count: Number(row.count), last: Number(row.last_request) };
    },
    async clear(keys) {
      for (const key of keys) await db.execute(sql`DELETE FROM app_counters WHERE key = ${key}`);
    },
  };
}

/** The longest window any counter uses is an hour; a day-old row counts for nothing. */
const COUNTER_KEEP_MS = 24 * 3600_000;

/** Removes counters whose window ended long ago (the hourly maintenance job); returns how many. */
export async function pruneCounters(db: TExec, now = Date.now()): Promise<number> {
  const res = await db.execute(
    sql`WITH gone AS (DELETE FROM app_counters WHERE last_request < ${now - COUNTER_KEEP_MS} RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  );
  return (res.rows[0] as { n: number }).n;
}
