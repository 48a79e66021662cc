import type { TWatchNotices } from '@common/contracts/accounts';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

type TExec = Pick<TDb, 'execute'>;

/** A row of POST_FACTS: what a notice about a post says of it (its seller, title, price and end). */
export type TPostFactsRow = {
  id: number;
  user_id: string;
  /** '2012 Honda - Civic Alternator' */
  title: string;
  price: string;
  currency: 'CAD' | 'USD';
  status: 'active' | 'sold' | 'expired';
  expires_at: Date | string;
};

/** The columns of TPostFactsRow, from posts p joined to its vehicle v and part pa. */
export const POST_FACTS = sql`
  SELECT p.id, p.user_id, concat_ws(' ', p.year::text, v.name, pa.part_name) AS title,
    p.price::text AS price, p.currency, p.status, p.expires_at
  FROM posts p JOIN vehicles v ON v.id = p.vehicle_id JOIN parts pa ON pa.id = p.part_id`;

export async function postFactsRow(db: TExec, postId: number): Promise<TPostFactsRow | undefined> {
  const res = await db.execute<TPostFactsRow>(sql`${POST_FACTS} WHERE p.id = ${postId}`);
  return res.rows[0];
}

export type TWatcherRow = { user_id: string; watch_notices: Exclude<TWatchNotices, 'off'> };

/** Who watches a post (has it in their favourites) and wants to hear of it: never its seller. */
export async function watchersOf(
  db: TExec,
  post: Pick<TPostFactsRow, 'id' | 'user_id'>,
): Promise<TWatcherRow[]> {
  const res = await db.execute<TWatcherRow>(sql`
    SELECT f.user_id, coalesce(u.watch_notices, 'email') AS watch_notices
    FROM favorites f LEFT JOIN userdata u ON u.user_id = f.user_id
    WHERE f.post_id = ${post.id} AND f.user_id <> ${post.user_id}
      AND coalesce(u.watch_notices, 'email') <> 'off'
    ORDER BY f.user_id`);
  return res.rows;
}

export type TReporterRow = { id: number; user_id: string | null; email: string };

/** The reports' senders: a signed-in one's user id, else the address they gave. */
export async function reportersOf(db: TExec, reportIds: number[]): Promise<TReporterRow[]> {
  // No ids, no statement (IN () is not SQL).
  if (reportIds.length === 0) return [];
  const ids = sql.join(
    reportIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const res = await db.execute<TReporterRow>(sql`
    SELECT id, user_id, email FROM reports WHERE id IN (${ids}) ORDER BY id`);
  return res.rows;
}
