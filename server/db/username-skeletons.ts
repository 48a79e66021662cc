import { usernameKey } from '@common/rules/username-skeleton';
import { sql } from 'drizzle-orm';
import type { TDb } from './client';

/**
 * Fills in the skeleton of every profile that has none (those made before migration 0031, or
 * written by an older instance during a rolling deploy). Oldest first: when two existing usernames
 * look alike, the older account keeps the plain skeleton and the newer one keeps its name with its
 * skeleton marked by its id (`<skeleton>#<user id>`), so nobody is renamed and no new look-alike of
 * either can be taken. Answers the user ids of such newer look-alikes.
 */
export async function backfillUsernameSkeletons(db: Pick<TDb, 'execute'>): Promise<string[]> {
  const missing = await db.execute(sql`
    SELECT user_id, username FROM userdata WHERE username_skeleton IS NULL ORDER BY created_at, user_id`);
  if (missing.rows.length === 0) return [];
  const keys = missing.rows.map((r) => usernameKey(String(r.username)));
  const takenRows = await db.execute(sql`
    SELECT username_skeleton AS key FROM userdata WHERE username_skeleton = ANY(${sql.param(keys)}::text[])`);
  const taken = new Set(takenRows.rows.map((r) => String(r.key)));
  const lookalikes: string[] = [];
  const ids: string[] = [];
  const values: string[] = [];
  missing.rows.forEach((row, i) => {
    const id = String(row.user_id);
    let key = keys[i] ?? '';
    if (taken.has(key)) {
      lookalikes.push(id);
      key = `${key}#${id}`;
    }
    taken.add(key);
    ids.push(id);
    values.push(key);
  });
  for (let i = 0; i < ids.length; i += 5_000) {
    await db.execute(sql`
      UPDATE userdata SET username_skeleton = t.key
      FROM unnest(${sql.param(ids.slice(i, i + 5_000))}::text[], ${sql.param(values.slice(i, i + 5_000))}::text[])
        AS t(id, key)
      WHERE userdata.user_id = t.id AND userdata.username_skeleton IS NULL`);
  }
  return lookalikes;
}
