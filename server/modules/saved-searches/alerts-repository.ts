import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

type TExec = Pick<TDb, 'execute'>;

// The SQL of the alerts (issue 17): the post an alert tells of, the searches it matched and their
// owners, the daily digest's waiting rows, and unsubscribing by a link's token.

/** What an alert says of a post; live is false once it is sold, expired or gone. */
export interface TAlertPost {
  id: number;
  year: number;
  vehicle_name: string;
  part_name: string;
  price: string;
  currency: 'CAD' | 'USD';
  city: string | null;
  state: string | null;
  live: boolean;
}

export async function alertPosts(db: TExec, ids: number[], now: Date): Promise<TAlertPost[]> {
  if (ids.length === 0) return [];
  const res = await db.execute(sql`
    SELECT p.id, p.year, v.name AS vehicle_name, pt.part_name, p.price::text AS price, p.currency,
           p.city, p.state, (p.status = 'active' AND p.expires_at > ${now.toISOString()}) AS live
    FROM posts p JOIN vehicles v ON v.id = p.vehicle_id JOIN parts pt ON pt.id = p.part_id
    WHERE p.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return res.rows as unknown as TAlertPost[];
}

/** A saved search as its alert emails need it: its name, query, owner's address and link token. */
export interface TAlertSearch {
  id: number;
  user_id: string;
  name: string;
  query: string;
  alert: 'instant' | 'daily' | 'off';
  unsubscribe_token: string;
  email: string;
}

export async function alertSearches(db: TExec, ids: number[]): Promise<TAlertSearch[]> {
  if (ids.length === 0) return [];
  const res = await db.execute(sql`
    SELECT s.id, s.user_id, s.name, s.query, s.alert, s.unsubscribe_token::text AS unsubscribe_token, u.email
    FROM saved_searches s JOIN "user" u ON u.id = s.user_id
    WHERE s.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return res.rows as unknown as TAlertSearch[];
}

/** Keeps a post for the user's next digest (once per user and post). */
export async function addDigestItem(db: TExec, userId: string, postId: number, searchId: number) {
  await db.execute(sql`
    INSERT INTO alert_digest_items (user_id, post_id, saved_search_id)
    VALUES (${userId}, ${postId}, ${searchId}) ON CONFLICT (user_id, post_id) DO NOTHING`);
}

/** Users with posts waiting for a digest, after `after` in id order (a page of them). */
export async function digestUsers(db: TExec, after: string, limit: number): Promise<string[]> {
  const res = await db.execute(sql`
    SELECT DISTINCT user_id FROM alert_digest_items WHERE user_id > ${after}
    ORDER BY user_id LIMIT ${limit}`);
  return (res.rows as { user_id: string }[]).map((r) => r.user_id);
}

/** Takes the user's waiting posts (deleted as they are read: two runs never take the same row). */
export async function takeDigestItems(db: TExec, userId: string) {
  const res = await db.execute(sql`
    DELETE FROM alert_digest_items WHERE user_id = ${userId}
    RETURNING post_id, saved_search_id, created_at`);
  return (res.rows as { post_id: number; saved_search_id: number; created_at: Date | string }[]).sort(
    (a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime(),
  );
}

/** The saved search a link's token names, with its owner, or undefined. */
export async function searchByToken(db: TExec, token: string) {
  const res = await db.execute(sql`
    SELECT id, user_id, name, alert FROM saved_searches WHERE unsubscribe_token = ${token}::uuid`);
  return res.rows[0] as { id: number; user_id: string; name: string; alert: string } | undefined;
}

/** Turns off one search's alert, or every daily one of its owner (a digest's link): the names turned off. */
export async function turnOffAlerts(db: TExec, search: { id: number; user_id: string }, digest: boolean) {
  const res = await db.execute(
    digest
      ? sql`UPDATE saved_searches SET alert = 'off', updated_at = now()
            WHERE user_id = ${search.user_id} AND alert = 'daily' RETURNING name`
      : sql`UPDATE saved_searches SET alert = 'off', updated_at = now()
            WHERE id = ${search.id} AND alert <> 'off' RETURNING name`,
  );
  return (res.rows as { name: string }[]).map((r) => r.name);
}
