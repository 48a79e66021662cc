import type { TWatchNotices } from '@common/contracts/accounts';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

type TExec = Pick<TDb, 'execute'>;

/** What a notice about a post says of it: its seller, its title, its price and its end. */
export interface TPostFacts {
  id: number;
  user_id: string;
  /** '2012 Honda - Civic Alternator' */
  title: string;
  price: string;
  currency: 'CAD' | 'USD';
  status: 'active' | 'sold' | 'expired';
  expires_at: Date | string;
}

/** The columns of TPostFacts, from posts p joined to its vehicle v and part pa. */
export const POST_FACTS = sql`
  SELECT p.id, p.user_id, concat_ws(' ', p.year::text, v.name, pa.part_name) AS title,
    p.price::text AS price, p.currency, p.status, p.expires_at
  FROM posts p JOIN vehicles v ON v.id = p.vehicle_id JOIN parts pa ON pa.id = p.part_id`;

export async function postFacts(db: TExec, postId: number): Promise<TPostFacts | undefined> {
  const res = await db.execute(sql`${POST_FACTS} WHERE p.id = ${postId}`);
  const row = res.rows[0] as unknown as TPostFacts | undefined;
  return row && { ...row, id: Number(row.id) };
}

/** Who watches a post (has it in their favourites) and wants to hear of it: never its seller. */
export async function watchersOf(db: TExec, post: Pick<TPostFacts, 'id' | 'user_id'>) {
  const res = await db.execute(sql`
    SELECT f.user_id, coalesce(u.watch_notices, 'email') AS watch_notices
    FROM favorites f LEFT JOIN userdata u ON u.user_id = f.user_id
    WHERE f.post_id = ${post.id} AND f.user_id <> ${post.user_id}
      AND coalesce(u.watch_notices, 'email') <> 'off'
    ORDER BY f.user_id`);
  return res.rows as unknown as { user_id: string; watch_notices: Exclude<TWatchNotices, 'off'> }[];
}

/** The reports' senders: a signed-in one's user id, else the address they gave. */
export async function reportersOf(db: TExec, reportIds: number[]) {
  if (reportIds.length === 0) return [];
  const ids = sql.join(
    reportIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const res = await db.execute(sql`
    SELECT id, user_id, email FROM reports WHERE id IN (${ids}) ORDER BY id`);
  return res.rows as unknown as { id: number; user_id: string | null; email: string }[];
}
