import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

export interface TNoticeRow {
  id: number;
  kind: string;
  params: Record<string, string | number>;
  link: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

/** A page of the user's notices, newest first, and how many they have in all. */
export async function listNotices(db: TDb, userId: string, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db.execute(sql`
      SELECT id, kind, params, link, created_at, read_at FROM notifications
      WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`),
    db.execute(sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId}`),
  ]);
  return {
    rows: rows.rows as unknown as TNoticeRow[],
    total: (total.rows[0] as { n: number } | undefined)?.n ?? 0,
  };
}

/** Marks one of the user's notices read; false when the user has no such notice. */
export async function markRead(db: Pick<TDb, 'execute'>, userId: string, id: number, now: Date) {
  const res = await db.execute(sql`
    UPDATE notifications SET read_at = COALESCE(read_at, ${now.toISOString()})
    WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
  return res.rows.length > 0;
}

/** Marks all of the user's notices read. */
export async function markAllRead(db: Pick<TDb, 'execute'>, userId: string, now: Date) {
  await db.execute(sql`
    UPDATE notifications SET read_at = ${now.toISOString()} WHERE user_id = ${userId} AND read_at IS NULL`);
}
