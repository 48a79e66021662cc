import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

/** The post's seller and whether it is live, or undefined when there is no such post. */
export async function findPostForFavorite(db: TDb, postId: number, now: Date) {
  const res = await db.execute(
    sql`SELECT user_id, (status = 'active' AND expires_at > ${now.toISOString()}) AS live FROM posts WHERE id = ${postId}`,
  );
  return res.rows[0] as { user_id: string; live: boolean } | undefined;
}

/**
 * Deletes the user's favourite of the post if there is one, else inserts it. Toggles of one user
 * and post are serialized by a transaction-level advisory lock, so N concurrent clicks end as N
 * toggles in a row would (and the unique pair keeps it to one row whatever happens). With
 * `mayAdd` false only a removal can happen. Returns the row id after the toggle (null when none)
 * and whether one was removed.
 */
export async function toggleFavorite(db: TDb, userId: string, postId: number, mayAdd: boolean) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${userId}), ${postId})`);
    // A new statement, so a new snapshot: it sees what a toggle that held the lock before committed.
    const res = await tx.execute(sql`
      WITH removed AS (
        DELETE FROM favorites WHERE user_id = ${userId} AND post_id = ${postId} RETURNING id
      ), added AS (
        INSERT INTO favorites (user_id, post_id)
        SELECT ${userId}, ${postId} WHERE ${mayAdd} AND NOT EXISTS (SELECT 1 FROM removed)
        ON CONFLICT (user_id, post_id) DO NOTHING
        RETURNING id
      )
      SELECT (SELECT id FROM added) AS id, EXISTS (SELECT 1 FROM removed) AS removed`);
    return res.rows[0] as { id: number | null; removed: boolean };
  });
}

/** The user's favourite row of the post, if any. */
export async function findFavorite(db: TDb, userId: string, postId: number) {
  const res = await db.execute(
    sql`SELECT id FROM favorites WHERE user_id = ${userId} AND post_id = ${postId}`,
  );
  return res.rows[0] as { id: number } | undefined;
}
