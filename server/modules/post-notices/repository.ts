import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { POST_FACTS, type TPostFacts } from '../../lib/post-notices/facts';

type TExec = Pick<TDb, 'execute'>;

/** A user's email address, to send a notice to when its job runs; undefined once the account is gone. */
export async function userEmail(db: TExec, userId: string): Promise<string | undefined> {
  const res = await db.execute(sql`SELECT email FROM "user" WHERE id = ${userId} AND deleted_at IS NULL`);
  return (res.rows[0] as { email: string } | undefined)?.email;
}

/** Live posts ending after `from` and by `until`, soonest first (a daily scan). */
export async function postsEndingBetween(db: TExec, from: Date, until: Date): Promise<TPostFacts[]> {
  const res = await db.execute(sql`
    ${POST_FACTS}
    WHERE p.status = 'active' AND p.expires_at > ${from.toISOString()} AND p.expires_at <= ${until.toISOString()}
    ORDER BY p.expires_at, p.id`);
  return (res.rows as unknown as TPostFacts[]).map((r) => ({ ...r, id: Number(r.id) }));
}
