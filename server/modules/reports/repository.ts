import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { reportImages, reports } from '../../db/schema';

type TExec = Pick<TDb, 'execute' | 'insert'>;

/** The reported post's seller and title (year, vehicle, part, stock number), or undefined when it is gone. */
export async function findPostForReport(db: TExec, postId: number) {
  const res = await db.execute(sql`
    SELECT p.user_id, concat_ws(' ', p.year::text, v.name, pa.part_name, p.stock_number) AS title
    FROM posts p JOIN vehicles v ON v.id = p.vehicle_id JOIN parts pa ON pa.id = p.part_id
    WHERE p.id = ${postId}`);
  return res.rows[0] as { user_id: string; title: string } | undefined;
}

/** A new report id, taken before the report is stored so its photos can be filed under it. */
export async function reserveReportId(db: TExec): Promise<number> {
  const res = await db.execute(sql`SELECT nextval(pg_get_serial_sequence('reports', 'id'))::int AS id`);
  return Number(res.rows[0]?.id);
}

export async function insertReport(
  tx: TExec,
  row: {
    id: number;
    postId: number;
    userId: string | null;
    reason: 'Spam' | 'Scam' | 'Other';
    description: string;
    email: string;
    postTitle: string;
    at: Date;
  },
) {
  await tx.execute(sql`
    INSERT INTO ${reports} (id, post_id, user_id, reason, description, email, post_title, created_at)
    OVERRIDING SYSTEM VALUE
    VALUES (${row.id}, ${row.postId}, ${row.userId}, ${row.reason}, ${row.description}, ${row.email},
            ${row.postTitle}, ${row.at.toISOString()})`);
}

export async function insertReportImages(tx: TExec, reportId: number, keys: string[], from = 0) {
  if (keys.length === 0) return;
  await tx
    .insert(reportImages)
    .values(keys.map((storageKey, i) => ({ reportId, position: from + i, storageKey })));
}

/**
 * The open report this signed-in user already filed on the post, if any (a second
 * report adds to it). Concurrent reports of one post by one user wait for each other here.
 */
export async function findOpenReportBy(tx: TExec, postId: number, userId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`report:${userId}:${postId}`}))`);
  const res = await tx.execute(sql`
    SELECT r.id, (SELECT count(*)::int FROM report_images i WHERE i.report_id = r.id) AS photos
    FROM reports r WHERE r.post_id = ${postId} AND r.user_id = ${userId} AND r.resolved = false
    ORDER BY r.id LIMIT 1`);
  const row = res.rows[0] as { id: number; photos: number } | undefined;
  return row && { id: Number(row.id), photos: Number(row.photos) };
}

/** Adds a second report to the first: its reason (the latest), its description (appended) and one more to the count. */
export async function addToReport(
  tx: TExec,
  id: number,
  add: { reason: 'Spam' | 'Scam' | 'Other'; description: string; email: string | undefined; at: Date },
) {
  await tx.execute(sql`
    UPDATE reports SET
      reason = ${add.reason},
      description = CASE WHEN ${add.description} = '' THEN description
                         WHEN description = '' THEN ${add.description}
                         ELSE description || E'\n\n' || ${add.description} END,
      email = COALESCE(${add.email ?? null}, email),
      report_count = report_count + 1,
      last_reported_at = ${add.at.toISOString()}
    WHERE id = ${id}`);
}

export interface TAdminReportRow {
  id: number;
  post_id: number | null;
  post_title: string;
  post_user_id: string | null;
  reason: 'Spam' | 'Scam' | 'Other';
  description: string;
  email: string;
  created_at: Date | string;
  report_count: number;
  last_reported_at: Date | string | null;
  resolved: boolean;
  resolution: 'deleted' | 'ignored' | null;
  resolved_at: Date | string | null;
  resolved_by: string | null;
  photo_keys: string[] | null;
}

/** A page of reports, open ones newest first, or resolved ones most recently resolved first. */
export async function listReports(db: TExec, resolved: boolean, offset: number, limit: number) {
  const order = resolved ? sql`r.resolved_at DESC, r.id DESC` : sql`r.created_at DESC, r.id DESC`;
  const res = await db.execute(sql`
    SELECT r.id, r.post_id, r.post_title, p.user_id AS post_user_id, r.reason, r.description, r.email,
           r.created_at, r.report_count, r.last_reported_at, r.resolved, r.resolution, r.resolved_at, u.email AS resolved_by,
           (SELECT array_agg(i.storage_key ORDER BY i.position) FROM report_images i WHERE i.report_id = r.id) AS photo_keys
    FROM reports r
    LEFT JOIN posts p ON p.id = r.post_id
    LEFT JOIN "user" u ON u.id = r.resolved_by
    WHERE r.resolved = ${resolved}
    ORDER BY ${order}
    LIMIT ${limit + 1} OFFSET ${offset}`);
  return res.rows as unknown as TAdminReportRow[];
}

/** Resolves an open report; undefined when there is no such report, resolved false when it already was. */
export async function resolveReport(
  tx: TExec,
  id: number,
  adminId: string,
  resolution: 'deleted' | 'ignored',
  at: Date,
  postId?: number,
) {
  const res = await tx.execute(sql`
    UPDATE reports SET resolved = true, resolution = ${resolution}, resolved_by = ${adminId}, resolved_at = ${at.toISOString()}
    WHERE id = ${id} AND resolved = false ${postId === undefined ? sql`` : sql`AND post_id = ${postId}`}
    RETURNING id`);
  if (res.rows.length > 0) return { resolved: true };
  const exists = await tx.execute(sql`SELECT 1 FROM reports WHERE id = ${id}`);
  return exists.rows.length > 0 ? { resolved: false } : undefined;
}
