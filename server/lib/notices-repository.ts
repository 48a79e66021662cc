import type { TNoticeKind, TNoticeParams } from '@common/contracts/notifications';
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';

type TExec = Pick<TDb, 'execute'>;

/** A notifications row to insert (notices.ts fills in the defaults). */
export interface TNoticeInsert {
  userId: string;
  kind: TNoticeKind;
  params: TNoticeParams;
  link: string;
  postId: number | null;
  dedupeKey: string | null;
}

/** The id of an inserted notice. */
export type TInsertedNoticeRow = { id: number };

/** Inserts the notice; no row when the user already has one with its dedupe key. */
export async function insertNotice(tx: TExec, notice: TNoticeInsert): Promise<TInsertedNoticeRow[]> {
  const res = await tx.execute<TInsertedNoticeRow>(sql`
    INSERT INTO notifications (user_id, kind, params, link, post_id, dedupe_key)
    VALUES (${notice.userId}, ${notice.kind}, ${JSON.stringify(notice.params)}::jsonb, ${notice.link},
            ${notice.postId}, ${notice.dedupeKey})
    ON CONFLICT (user_id, dedupe_key) DO NOTHING
    RETURNING id`);
  return res.rows;
}

export type TUnreadCountRow = { n: number };

/** The count of the user's unread notices (one row). */
export async function countUnread(db: TExec, userId: string): Promise<TUnreadCountRow | undefined> {
  const res = await db.execute<TUnreadCountRow>(sql`
    SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId} AND read_at IS NULL`);
  return res.rows[0];
}
