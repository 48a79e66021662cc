import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

// The SQL of the dashboard's Users tab: finding users, one user's lists, and the rows a suspension,
// a restore or a role change writes (each in the caller's transaction, the user's row locked first:
// the lock order publishing follows too, user -> post).

type TExec = Pick<TDb, 'execute'>;

export interface TUserRowRecord {
  id: string;
  email: string;
  username: string | null;
  role: string | null;
  created_at: Date | string;
  suspended: boolean;
  deleted: boolean;
}

const USER_COLUMNS = sql`u.id, u.email, d.username, u.role, u.created_at,
  coalesce(u.banned, false) AS suspended, u.deleted_at IS NOT NULL AS deleted`;

/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Users whose email or username contains `q` (any case), an exact match first, then newest first;
 * every account when `q` is empty. One more than `limit`, to tell whether a next page exists.
 */
export async function searchUsers(db: TExec, q: string, offset: number, limit: number) {
  const where: SQL = q
    ? sql`WHERE u.email ILIKE ${containing(q)} OR d.username ILIKE ${containing(q)}`
    : sql``;
  const exact = q ? sql`(lower(u.email) = lower(${q}) OR lower(d.username) = lower(${q})) DESC,` : sql``;
  const res = await db.execute(sql`
    SELECT ${USER_COLUMNS} FROM "user" u LEFT JOIN userdata d ON d.user_id = u.id
    ${where}
    ORDER BY ${exact} u.created_at DESC, u.id DESC
    LIMIT ${limit + 1} OFFSET ${offset}`);
  return res.rows as unknown as TUserRowRecord[];
}

/** One user's row as the list shows it. */
export async function findUserRow(db: TExec, id: string) {
  const res = await db.execute(sql`
    SELECT ${USER_COLUMNS} FROM "user" u LEFT JOIN userdata d ON d.user_id = u.id WHERE u.id = ${id}`);
  return res.rows[0] as unknown as TUserRowRecord | undefined;
}

/** What a user's page adds to the row: verification, second factor, the suspension's reason, the city. */
export async function findUserDetail(db: TExec, id: string) {
  const res = await db.execute(sql`
    SELECT ${USER_COLUMNS}, u.email_verified, coalesce(u.two_factor_enabled, false) AS two_factor_enabled,
           u.ban_reason, d.city, d.state, d.country
    FROM "user" u LEFT JOIN userdata d ON d.user_id = u.id WHERE u.id = ${id}`);
  return res.rows[0] as unknown as
    | (TUserRowRecord & {
        email_verified: boolean;
        two_factor_enabled: boolean;
        ban_reason: string | null;
        city: string | null;
        state: string | null;
        country: string | null;
      })
    | undefined;
}

/** The user's posts, newest first; an active post past its end reads 'expired', as on its page. */
export async function postsOf(db: TExec, id: string, limit: number, now: Date) {
  const res = await db.execute(sql`
    SELECT p.id, concat_ws(' ', p.year::text, v.name, pa.part_name, p.stock_number) AS title,
           CASE WHEN p.status = 'active' AND p.expires_at <= ${now.toISOString()} THEN 'expired'
                ELSE p.status::text END AS status,
           p.price::text AS price, p.currency::text AS currency, p.created_at, p.expires_at
    FROM posts p
    LEFT JOIN vehicles v ON v.id = p.vehicle_id
    LEFT JOIN parts pa ON pa.id = p.part_id
    WHERE p.user_id = ${id}
    ORDER BY p.id DESC LIMIT ${limit}`);
  return res.rows as unknown as Array<{
    id: number;
    title: string;
    status: string;
    price: string;
    currency: string;
    created_at: Date | string;
    expires_at: Date | string;
  }>;
}

export interface TReportRecord {
  id: number;
  post_id: number | null;
  post_title: string;
  reason: string;
  description: string;
  created_at: Date | string;
  resolved: boolean;
  resolution: string | null;
  reporter: string;
}

const REPORT_COLUMNS = sql`r.id, r.post_id, r.post_title, r.reason::text AS reason, r.description,
  r.created_at, r.resolved, r.resolution::text AS resolution`;

/** Reports the user filed, newest first. */
export async function reportsFiledBy(db: TExec, id: string, limit: number) {
  const res = await db.execute(sql`
    SELECT ${REPORT_COLUMNS}, r.email AS reporter FROM reports r
    WHERE r.user_id = ${id} ORDER BY r.id DESC LIMIT ${limit}`);
  return res.rows as unknown as TReportRecord[];
}

/** Reports against the user's posts (still there), newest first, with who filed each. */
export async function reportsAgainst(db: TExec, id: string, limit: number) {
  const res = await db.execute(sql`
    SELECT ${REPORT_COLUMNS}, coalesce(rd.username, r.email) AS reporter
    FROM reports r
    JOIN posts p ON p.id = r.post_id
    LEFT JOIN userdata rd ON rd.user_id = r.user_id
    WHERE p.user_id = ${id} ORDER BY r.id DESC LIMIT ${limit}`);
  return res.rows as unknown as TReportRecord[];
}

export interface TReviewRecord {
  id: number;
  post_title: string;
  other_id: string;
  other_username: string | null;
  rating: number;
  body: string;
  created_at: Date | string;
  removed: boolean;
}

/** Reviews the user wrote ('written') or received, removed ones included, newest first. */
export async function reviewsOf(db: TExec, id: string, side: 'written' | 'received', limit: number) {
  const [mine, other] = side === 'written' ? ['reviewer_id', 'reviewee_id'] : ['reviewee_id', 'reviewer_id'];
  const res = await db.execute(sql`
    SELECT r.id, r.post_title, r.${sql.raw(other)} AS other_id, od.username AS other_username, r.rating,
           r.body, r.created_at, r.removed_at IS NOT NULL AS removed
    FROM reviews r LEFT JOIN userdata od ON od.user_id = r.${sql.raw(other)}
    WHERE r.${sql.raw(mine)} = ${id} ORDER BY r.id DESC LIMIT ${limit}`);
  return res.rows as unknown as TReviewRecord[];
}

/** The user's latest sign-ins. */
export async function signInsOf(db: TExec, id: string, limit: number) {
  const res = await db.execute(sql`
    SELECT created_at, ip_address, user_agent FROM sign_ins
    WHERE user_id = ${id} ORDER BY id DESC LIMIT ${limit}`);
  return res.rows as unknown as Array<{
    created_at: Date | string;
    ip_address: string | null;
    user_agent: string | null;
  }>;
}

/** Locks the user's row for a change (a publishing transaction holding it is waited for). */
export async function lockUser(tx: TExec, id: string) {
  const res = await tx.execute(sql`
    SELECT id, email, role, coalesce(banned, false) AS banned, deleted_at IS NOT NULL AS deleted
    FROM "user" WHERE id = ${id} FOR UPDATE`);
  return res.rows[0] as
    | { id: string; email: string; role: string | null; banned: boolean; deleted: boolean }
    | undefined;
}

/** Suspends (a reason) or restores (null) the account: Better Auth's admin plugin columns. */
export async function setSuspended(tx: TExec, id: string, reason: string | null, at: Date) {
  await tx.execute(sql`
    UPDATE "user" SET banned = ${reason !== null}, ban_reason = ${reason}, ban_expires = NULL,
      updated_at = ${at.toISOString()}
    WHERE id = ${id}`);
}

/** Hides the user's live posts (active, even past their end); how many. */
export async function hidePosts(tx: TExec, id: string): Promise<number> {
  const res = await tx.execute(sql`
    UPDATE posts SET status = 'hidden' WHERE user_id = ${id} AND status = 'active' RETURNING id`);
  return res.rows.length;
}

/** Shows the user's hidden posts again: active, or expired when their end has passed; how many. */
export async function unhidePosts(tx: TExec, id: string, now: Date): Promise<number> {
  const res = await tx.execute(sql`
    UPDATE posts SET status = CASE WHEN expires_at <= ${now.toISOString()} THEN 'expired'::post_status
                                   ELSE 'active'::post_status END
    WHERE user_id = ${id} AND status = 'hidden' RETURNING id`);
  return res.rows.length;
}

/** Sets the account's role ('admin', or null: a user). */
export async function setRole(tx: TExec, id: string, role: 'admin' | null, at: Date) {
  await tx.execute(sql`UPDATE "user" SET role = ${role}, updated_at = ${at.toISOString()} WHERE id = ${id}`);
}
