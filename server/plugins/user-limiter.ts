import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import type { TWindow } from './account-limiter';

/**
 * Counts one action against a fixed window in the shared rate_limit table and says whether it is
 * within the limit. One statement counts and reads, so concurrent requests on any number of
 * instances cannot slip past the limit together.
 */
export async function takeFromWindow(
  db: Pick<TDb, 'execute'>,
  key: string,
  limit: TWindow,
  now = Date.now(),
): Promise<{ ok: boolean; retryAfterSeconds: number }> {
  const windowStart = now - limit.windowMs;
  const res = await db.execute(sql`
    INSERT INTO rate_limit (id, key, count, last_request) VALUES (${randomUUID()}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.last_request < ${windowStart} THEN 1 ELSE rate_limit.count + 1 END,
      last_request = CASE WHEN rate_limit.last_request < ${windowStart} THEN ${now} ELSE rate_limit.last_request END
    RETURNING count, last_request`);
  const row = res.rows[0] as { count: number | string; last_request: number | string };
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.last_request) + limit.windowMs - now) / 1000));
  return { ok: Number(row.count) <= limit.max, retryAfterSeconds };
}
