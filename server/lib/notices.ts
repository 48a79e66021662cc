import type { TNoticeKind, TNoticeParams } from '@common/contracts/notifications';
import type { TDb } from '../db/client';
import { publishLive } from './live-channel';
import { countUnread, insertNotice } from './notices-repository';

export interface TNewNotice {
  userId: string;
  kind: TNoticeKind;
  params: TNoticeParams;
  /** The site path it opens. */
  link: string;
  postId?: number | null;
  /** A notice with a key the user already has is not added again ('alert:12:345'). */
  dedupeKey?: string;
}

/**
 * Adds a notice to a user's notification centre, inside the caller's transaction, and tells the
 * user's open tabs the new unread count once it commits. Any module (an alert job, the ad lifetime
 * job, an admin's action) writes notices through this one door. False when the key was there.
 */
export async function addNotice(tx: Pick<TDb, 'execute'>, notice: TNewNotice): Promise<boolean> {
  const inserted = await insertNotice(tx, {
    ...notice,
    postId: notice.postId ?? null,
    dedupeKey: notice.dedupeKey ?? null,
  });
  if (inserted.length === 0) return false;
  await publishUnreadNotices(tx, notice.userId);
  return true;
}

/** The user's unread notices. */
export async function unreadNotices(db: Pick<TDb, 'execute'>, userId: string): Promise<number> {
  return (await countUnread(db, userId))?.n ?? 0;
}

/** Tells the user's open tabs (on any instance) their unread count, when the transaction commits. */
export async function publishUnreadNotices(tx: Pick<TDb, 'execute'>, userId: string) {
  await publishLive(tx, { t: 'notices', u: userId, n: await unreadNotices(tx, userId) });
}
