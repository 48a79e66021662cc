import type { TLanguage } from '@common/i18n/languages';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

type TExec = Pick<TDb, 'execute'>;

// The SQL of the alerts: the post an alert tells of, the searches it matched and their
// owners, the daily digest's waiting rows, and unsubscribing by a link's token.

/** What an alert says of a post; live is false once it is sold, expired or gone. */
export interface TAlertPost {
  id: number;
  year: number;
  vehicle_name: string;
  part_name: string;
  /** The part's French name (the catalog's), for an alert in French. */
  part_name_fr: string;
  price: string;
  currency: 'CAD' | 'USD';
  city: string | null;
  state: string | null;
  live: boolean;
}

export async function alertPosts(db: TExec, ids: number[], now: Date): Promise<TAlertPost[]> {
  if (ids.length === 0) return [];
  const res = await db.execute(sql`
    SELECT p.id, p.year, v.name AS vehicle_name, pt.part_name, pt.part_name_fr, p.price::text AS price, p.currency,
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
  /** The owner's language (their emails'). */
  language: TLanguage;
}

export async function alertSearches(db: TExec, ids: number[]): Promise<TAlertSearch[]> {
  if (ids.length === 0) return [];
  const res = await db.execute(sql`
    SELECT s.id, s.user_id, s.name, s.query, s.alert, s.unsubscribe_token::text AS unsubscribe_token, u.email,
           coalesce(d.language, 'en') AS language
    FROM saved_searches s JOIN "user" u ON u.id = s.user_id LEFT JOIN userdata d ON d.user_id = s.user_id
    WHERE s.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return res.rows as unknown as TAlertSearch[];
}

/** Users with posts waiting for a digest, after `after` in id order (a page of them). */
export async function digestUsers(db: TExec, after: string, limit: number): Promise<string[]> {
  const res = await db.execute(sql`
    SELECT DISTINCT user_id FROM alert_digest_items WHERE user_id > ${after}
    ORDER BY user_id LIMIT ${limit}`);
  return (res.rows as { user_id: string }[]).map((r) => r.user_id);
}

/** A user's waiting post, as a digest takes it. */
export interface TDigestItem {
  user_id: string;
  post_id: number;
  saved_search_id: number;
  created_at: Date | string;
}

/**
 * Takes these users' waiting posts (deleted as they are read: two runs never take the same row),
 * each user's newest first.
 */
export async function takeDigestItems(db: TExec, userIds: string[]): Promise<Map<string, TDigestItem[]>> {
  const byUser = new Map<string, TDigestItem[]>();
  if (userIds.length === 0) return byUser;
  const res = await db.execute(sql`
    DELETE FROM alert_digest_items WHERE user_id IN (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    RETURNING user_id, post_id, saved_search_id, created_at`);
  for (const row of res.rows as unknown as TDigestItem[]) {
    const items = byUser.get(row.user_id);
    if (items) items.push(row);
    else byUser.set(row.user_id, [row]);
  }
  const time = (i: TDigestItem) => new Date(i.created_at).getTime();
  for (const items of byUser.values()) items.sort((a, b) => time(b) - time(a));
  return byUser;
}

/** Keeps posts for users' next digests (once per user and post), in one statement. */
export async function addDigestItems(
  db: TExec,
  rows: { userId: string; postId: number; searchId: number }[],
) {
  // Three parameters a row: 5,000 rows a statement stays far below PostgreSQL's 65,535.
  for (let at = 0; at < rows.length; at += DIGEST_ROWS_PER_STATEMENT) {
    const chunk = rows.slice(at, at + DIGEST_ROWS_PER_STATEMENT);
    await db.execute(sql`
      INSERT INTO alert_digest_items (user_id, post_id, saved_search_id)
      VALUES ${sql.join(
        chunk.map((r) => sql`(${r.userId}, ${r.postId}, ${r.searchId})`),
        sql`, `,
      )}
      ON CONFLICT (user_id, post_id) DO NOTHING`);
  }
}

export const DIGEST_ROWS_PER_STATEMENT = 5_000;

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
