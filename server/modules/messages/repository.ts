import type { TLanguage } from '@common/i18n/languages';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { publishLive, type TLiveNotice } from '../../lib/live-channel';
import { JOIN_POST_NAMES, POST_SUMMARY_COLUMNS, type TPostSummaryColumns } from './post-summary-repository';

export { LIVE_CHANNEL } from '../../lib/live-channel';
export type TNotice = TLiveNotice;

type TExec = Pick<TDb, 'execute'>;

export interface TMessageRow extends TPostSummaryColumns {
  id: number;
  sender_id: string;
  receiver_id: string;
  content: string;
  created_at: Date | string;
  read_at: Date | string | null;
  post_id: number | null;
  /** It matched a scam pattern; only its receiver is told. */
  flagged: boolean;
}

const MESSAGE_COLUMNS = sql`id, sender_id, receiver_id, content, created_at, read_at, post_id`;

/** Messages `m` (a subquery or CTE) with the summary of the post each asks about. */
const withPosts = (from: SQL) => sql`
  SELECT m.id, m.sender_id, m.receiver_id, m.content, m.created_at, m.read_at, m.post_id,
    EXISTS (SELECT 1 FROM message_flags f WHERE f.message_id = m.id AND f.kind = 'pattern') AS flagged,
    ${POST_SUMMARY_COLUMNS}
  FROM ${from} m
  LEFT JOIN posts p ON p.id = m.post_id
  ${JOIN_POST_NAMES}`;

/** Sends a notification that leaves when the surrounding transaction commits. */
export async function notify(tx: TExec, notice: TNotice) {
  await publishLive(tx, notice);
}

/**
 * A user who has a profile (a username): only they can be written to, or write. A deleted account
 * keeps a placeholder profile (its conversations stay readable) and says so: it receives nothing.
 */
export async function findProfile(db: TExec, userId: string) {
  const res = await db.execute(sql`
    SELECT u.id AS user_id, d.username, u.email, u.deleted_at IS NOT NULL AS deleted, d.language
    FROM "user" u JOIN userdata d ON d.user_id = u.id
    WHERE u.id = ${userId}`);
  return res.rows[0] as
    | { user_id: string; username: string; email: string; deleted: boolean; language: TLanguage }
    | undefined;
}

/** Whether a has blocked b, and whether b has blocked a. */
export async function blocksBetween(db: TExec, a: string, b: string) {
  const res = await db.execute(sql`
    SELECT
      EXISTS (SELECT 1 FROM message_blocks WHERE blocker_id = ${a} AND blocked_id = ${b}) AS a_blocked_b,
      EXISTS (SELECT 1 FROM message_blocks WHERE blocker_id = ${b} AND blocked_id = ${a}) AS b_blocked_a`);
  return res.rows[0] as { a_blocked_b: boolean; b_blocked_a: boolean };
}

export async function insertMessage(
  tx: TExec,
  senderId: string,
  receiverId: string,
  content: string,
  at: Date,
  postId: number | null = null,
) {
  const res = await tx.execute(sql`
    WITH inserted AS (
      INSERT INTO messages (sender_id, receiver_id, content, created_at, post_id)
      VALUES (${senderId}, ${receiverId}, ${content}, ${at.toISOString()}, ${postId})
      RETURNING ${MESSAGE_COLUMNS})
    ${withPosts(sql`inserted`)}`);
  return res.rows[0] as unknown as TMessageRow;
}

/** Whether a and b have exchanged any message (either way): the next one is not a first message. */
export async function pairHasMessages(db: TExec, a: string, b: string) {
  const res = await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM messages WHERE sender_id = ${a} AND receiver_id = ${b})
        OR EXISTS (SELECT 1 FROM messages WHERE sender_id = ${b} AND receiver_id = ${a}) AS any`);
  return Boolean(res.rows[0]?.any);
}

/** When the account was made (undefined when there is no such user). */
export async function accountCreatedAt(db: TExec, userId: string) {
  const res = await db.execute(sql`SELECT created_at FROM "user" WHERE id = ${userId}`);
  const at = res.rows[0]?.created_at as Date | string | undefined;
  return at === undefined ? undefined : new Date(at);
}

/** How many conversations the user started: their messages that were the first between them and the receiver. */
export async function conversationsStarted(db: TExec, userId: string) {
  const res = await db.execute(sql`
    SELECT count(*)::int AS n FROM messages m
    WHERE m.sender_id = ${userId} AND NOT EXISTS (
      SELECT 1 FROM messages o
      WHERE o.id < m.id AND ((o.sender_id = ${userId} AND o.receiver_id = m.receiver_id)
                          OR (o.sender_id = m.receiver_id AND o.receiver_id = ${userId})))`);
  return Number(res.rows[0]?.n ?? 0);
}

/** Puts a message that matched scam patterns in the admins' queue. */
export async function insertPatternFlag(tx: TExec, messageId: number, patterns: string[], at: Date) {
  await tx.execute(sql`
    INSERT INTO message_flags (message_id, kind, patterns, created_at)
    VALUES (${messageId}, 'pattern', ${`{${patterns.join(',')}}`}::text[], ${at.toISOString()})`);
}

/**
 * A party's report of a message: one row per reporter and message. A second report updates the
 * reason and note, and puts it back in the open queue; it says whether the row is new.
 */
export async function upsertMessageReport(
  tx: TExec,
  messageId: number,
  reporterId: string,
  reason: string,
  note: string,
  at: Date,
) {
  const res = await tx.execute(sql`
    INSERT INTO message_flags (message_id, kind, reporter_id, reason, note, created_at)
    VALUES (${messageId}, 'report', ${reporterId}, ${reason}, ${note}, ${at.toISOString()})
    ON CONFLICT (message_id, reporter_id) DO UPDATE SET
      reason = EXCLUDED.reason,
      note = CASE WHEN EXCLUDED.note = '' THEN message_flags.note ELSE EXCLUDED.note END,
      reviewed_at = NULL, reviewed_by = NULL
    RETURNING id, (xmax = 0) AS created`);
  const row = res.rows[0] as { id: number; created: boolean };
  return { id: Number(row.id), created: Boolean(row.created) };
}

/** The admins' queue, open (newest first) or reviewed (latest review first); one row more than the page. */
export async function listFlags(db: TExec, reviewed: boolean, offset: number, limit: number) {
  const order = reviewed ? sql`f.reviewed_at DESC, f.id DESC` : sql`f.created_at DESC, f.id DESC`;
  const res = await db.execute(sql`
    SELECT f.id, f.kind, f.patterns, f.reason, f.note, f.created_at, f.reviewed_at,
           rb.email AS reviewed_by, rd.username AS reporter,
           m.id AS message_id, m.content, m.sender_id, m.created_at AS sent_at,
           COALESCE(sd.username, '') AS sender, COALESCE(vd.username, '') AS receiver
    FROM message_flags f
    JOIN messages m ON m.id = f.message_id
    LEFT JOIN userdata sd ON sd.user_id = m.sender_id
    LEFT JOIN userdata vd ON vd.user_id = m.receiver_id
    LEFT JOIN userdata rd ON rd.user_id = f.reporter_id
    LEFT JOIN "user" rb ON rb.id = f.reviewed_by
    WHERE ${reviewed ? sql`f.reviewed_at IS NOT NULL` : sql`f.reviewed_at IS NULL`}
    ORDER BY ${order}
    LIMIT ${limit + 1} OFFSET ${offset}`);
  return res.rows as unknown as Array<{
    id: number;
    kind: 'pattern' | 'report';
    patterns: string[] | string;
    reason: string | null;
    note: string;
    created_at: Date | string;
    reviewed_at: Date | string | null;
    reviewed_by: string | null;
    reporter: string | null;
    message_id: number;
    content: string;
    sender_id: string;
    sent_at: Date | string;
    sender: string;
    receiver: string;
  }>;
}

/** Marks a flag reviewed; undefined when there is none, `reviewed: false` when it already was. */
export async function markFlagReviewed(tx: TExec, id: number, adminId: string, at: Date) {
  const res = await tx.execute(sql`
    UPDATE message_flags SET reviewed_at = ${at.toISOString()}, reviewed_by = ${adminId}
    WHERE id = ${id} AND reviewed_at IS NULL RETURNING kind, message_id`);
  const row = res.rows[0] as { kind: string; message_id: number } | undefined;
  if (row) return { reviewed: true, kind: row.kind, messageId: Number(row.message_id) };
  const exists = await tx.execute(sql`SELECT 1 FROM message_flags WHERE id = ${id}`);
  return exists.rows.length > 0 ? { reviewed: false, kind: '', messageId: 0 } : undefined;
}

export async function findMessage(db: TExec, id: number) {
  const res = await db.execute(sql`${withPosts(sql`messages`)} WHERE m.id = ${id}`);
  return res.rows[0] as unknown as TMessageRow | undefined;
}

/** Whose post this is (undefined when there is no such post). */
export async function findPostSeller(db: TExec, postId: number) {
  const res = await db.execute(sql`SELECT user_id FROM posts WHERE id = ${postId}`);
  return res.rows[0]?.user_id as string | undefined;
}

/** A post's summary (undefined when there is no such post) and its seller. */
export async function findPostSummary(db: TExec, postId: number) {
  const res = await db.execute(sql`
    SELECT p.user_id, ${POST_SUMMARY_COLUMNS} FROM posts p ${JOIN_POST_NAMES} WHERE p.id = ${postId}`);
  return res.rows[0] as unknown as (TPostSummaryColumns & { user_id: string }) | undefined;
}

/**
 * The post most recently asked about between a and b (its summary columns), if one still exists;
 * each direction walks its (sender, receiver, id) index.
 */
export async function latestPost(db: TExec, a: string, b: string) {
  const res = await db.execute(sql`
    SELECT ${POST_SUMMARY_COLUMNS} FROM (
      (SELECT id, post_id FROM messages WHERE sender_id = ${a} AND receiver_id = ${b} AND post_id IS NOT NULL ORDER BY id DESC LIMIT 1)
      UNION ALL
      (SELECT id, post_id FROM messages WHERE sender_id = ${b} AND receiver_id = ${a} AND post_id IS NOT NULL ORDER BY id DESC LIMIT 1)
      ORDER BY id DESC LIMIT 1) m
    JOIN posts p ON p.id = m.post_id
    ${JOIN_POST_NAMES}`);
  return res.rows[0] as unknown as TPostSummaryColumns | undefined;
}

/**
 * A page of the conversation of a and b, newest first, before a message id when given; one row
 * more than the page is read so the caller knows whether older ones exist. Each direction walks
 * its own (sender, receiver, id) index.
 */
export async function conversationPage(
  db: TExec,
  a: string,
  b: string,
  before: number | undefined,
  limit: number,
) {
  const older: SQL = before ? sql`AND id < ${before}` : sql``;
  const page = sql`(
    (SELECT ${MESSAGE_COLUMNS} FROM messages WHERE sender_id = ${a} AND receiver_id = ${b} ${older} ORDER BY id DESC LIMIT ${limit + 1})
    UNION ALL
    (SELECT ${MESSAGE_COLUMNS} FROM messages WHERE sender_id = ${b} AND receiver_id = ${a} ${older} ORDER BY id DESC LIMIT ${limit + 1})
    ORDER BY id DESC LIMIT ${limit + 1})`;
  const res = await db.execute(sql`${withPosts(page)} ORDER BY m.id DESC`);
  return res.rows as unknown as TMessageRow[];
}

/**
 * Everyone the user has exchanged messages with (the spec's get_users_i_spoke_with), newest
 * conversation first, with its last message, the unread count and the post last asked about;
 * users the viewer blocked are left out.
 */
export async function contacts(db: TExec, me: string, limit: number) {
  const res = await db.execute(sql`
    WITH mine AS (
      SELECT CASE WHEN sender_id = ${me} THEN receiver_id ELSE sender_id END AS other_id,
             id, content, created_at, sender_id, post_id
      FROM messages WHERE sender_id = ${me} OR receiver_id = ${me}
    ), last AS (
      SELECT DISTINCT ON (other_id) other_id, id, content, created_at, sender_id
      FROM mine ORDER BY other_id, id DESC
    ), last_post AS (
      SELECT DISTINCT ON (other_id) other_id, post_id
      FROM mine WHERE post_id IS NOT NULL ORDER BY other_id, id DESC
    ), unread AS (
      SELECT sender_id AS other_id, count(*)::int AS unread
      FROM messages WHERE receiver_id = ${me} AND read_at IS NULL GROUP BY sender_id
    )
    SELECT last.other_id AS user_id, d.username,
           EXISTS (SELECT 1 FROM "user" o WHERE o.id = last.other_id AND o.deleted_at IS NOT NULL) AS deleted,
           last.content AS last_message,
           last.created_at AS last_message_at, last.sender_id = ${me} AS last_from_me,
           COALESCE(unread.unread, 0) AS unread, ${POST_SUMMARY_COLUMNS}
    FROM last
    JOIN userdata d ON d.user_id = last.other_id
    LEFT JOIN unread ON unread.other_id = last.other_id
    LEFT JOIN last_post ON last_post.other_id = last.other_id
    LEFT JOIN posts p ON p.id = last_post.post_id
    ${JOIN_POST_NAMES}
    WHERE NOT EXISTS (SELECT 1 FROM message_blocks b WHERE b.blocker_id = ${me} AND b.blocked_id = last.other_id)
    ORDER BY last.id DESC
    LIMIT ${limit}`);
  return res.rows as unknown as Array<
    TPostSummaryColumns & {
      user_id: string;
      username: string;
      deleted: boolean;
      last_message: string;
      last_message_at: Date | string;
      last_from_me: boolean;
      unread: number;
    }
  >;
}

/** The user's unread messages (blocking a user marks theirs read, so they never count). */
export async function unreadTotal(db: TExec, me: string): Promise<number> {
  const res = await db.execute(
    sql`SELECT count(*)::int AS n FROM messages WHERE receiver_id = ${me} AND read_at IS NULL`,
  );
  return Number(res.rows[0]?.n ?? 0);
}

/** Marks what `other` sent `me` read; returns how many messages that was. */
export async function markRead(tx: TExec, me: string, other: string, at: Date): Promise<number> {
  const res = await tx.execute(sql`
    UPDATE messages SET read_at = ${at.toISOString()}, delivered_at = COALESCE(delivered_at, ${at.toISOString()})
    WHERE receiver_id = ${me} AND sender_id = ${other} AND read_at IS NULL
    RETURNING id`);
  return res.rows.length;
}

/** The message reached an open tab of its receiver: no offline email is due for it. */
export async function markDelivered(db: TExec, id: number, at: Date) {
  await db.execute(
    sql`UPDATE messages SET delivered_at = ${at.toISOString()} WHERE id = ${id} AND delivered_at IS NULL`,
  );
}

export async function listBlocks(db: TExec, me: string) {
  const res = await db.execute(sql`
    SELECT b.blocked_id AS user_id, d.username, b.created_at AS blocked_at
    FROM message_blocks b JOIN userdata d ON d.user_id = b.blocked_id
    WHERE b.blocker_id = ${me} ORDER BY d.username`);
  return res.rows as unknown as Array<{ user_id: string; username: string; blocked_at: Date | string }>;
}

export async function addBlock(tx: TExec, me: string, other: string) {
  await tx.execute(sql`
    INSERT INTO message_blocks (blocker_id, blocked_id) VALUES (${me}, ${other})
    ON CONFLICT (blocker_id, blocked_id) DO NOTHING`);
}

export async function removeBlock(db: TExec, me: string, other: string) {
  await db.execute(sql`DELETE FROM message_blocks WHERE blocker_id = ${me} AND blocked_id = ${other}`);
}

/**
 * Claims up to `limit` messages the offline-email job has not looked at, sent at or before
 * `cutoff`; SKIP LOCKED hands each to exactly one instance. Only the ones still unseen matter.
 */
export async function claimNoticeDue(db: TExec, cutoff: Date, limit: number) {
  const res = await db.execute(sql`
    UPDATE messages SET notice_checked = true
    WHERE id IN (
      SELECT id FROM messages WHERE notice_checked = false AND created_at <= ${cutoff.toISOString()}
      ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, sender_id, receiver_id, content, (delivered_at IS NULL AND read_at IS NULL) AS unseen,
      EXISTS (SELECT 1 FROM message_flags f WHERE f.message_id = messages.id AND f.kind = 'pattern') AS flagged`);
  return res.rows as unknown as Array<{
    id: number;
    sender_id: string;
    receiver_id: string;
    content: string;
    unseen: boolean;
    flagged: boolean;
  }>;
}

/**
 * Records an email for the conversation unless one went out after `since`: true when this call
 * may send it (atomic, so two instances never both send).
 */
export async function takeNoticeSlot(
  db: TExec,
  receiverId: string,
  senderId: string,
  now: Date,
  since: Date,
) {
  const res = await db.execute(sql`
    INSERT INTO message_notices (receiver_id, sender_id, sent_at) VALUES (${receiverId}, ${senderId}, ${now.toISOString()})
    ON CONFLICT (receiver_id, sender_id) DO UPDATE SET sent_at = EXCLUDED.sent_at
    WHERE message_notices.sent_at <= ${since.toISOString()}
    RETURNING sent_at`);
  return res.rows.length > 0;
}
