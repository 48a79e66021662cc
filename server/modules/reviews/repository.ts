import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

// Reviews: the only file with their SQL. A removed review (removed_at set) is left out
// of every public read and of the averages.

type TExec = Pick<TDb, 'execute'>;

export interface TReviewRow {
  id: number;
  rating: number;
  body: string;
  created_at: Date | string;
  updated_at: Date | string;
  post_id: number | null;
  post_title: string;
  reviewer_id: string;
  /** null when the author's account is deleted or has no profile. */
  reviewer_name: string | null;
  reviewer_deleted: boolean;
  reviewee_id: string;
  answer: string | null;
  answered_at: Date | string | null;
  removed_at: Date | string | null;
}

/** Reviews `r` with their author's public name (a deleted author has none). */
const SELECT_REVIEWS = sql`
  SELECT r.id, r.rating, r.body, r.created_at, r.updated_at, r.post_id, r.post_title,
    r.reviewer_id, u.deleted_at IS NOT NULL AS reviewer_deleted,
    CASE WHEN u.deleted_at IS NULL THEN d.username END AS reviewer_name,
    r.reviewee_id, r.answer, r.answered_at, r.removed_at
  FROM reviews r
  JOIN "user" u ON u.id = r.reviewer_id
  LEFT JOIN userdata d ON d.user_id = r.reviewer_id`;

const rows = (res: { rows: unknown[] }) => res.rows as TReviewRow[];

export interface TUserState {
  id: string;
  banned: boolean;
  deleted: boolean;
  email_verified: boolean;
  created_at: Date | string;
  /** null without a profile. */
  username: string | null;
}

/** A user's account state and public name, or undefined when there is no such user. */
export async function findUser(db: TExec, id: string): Promise<TUserState | undefined> {
  const res = await db.execute(sql`
    SELECT u.id, coalesce(u.banned, false) AS banned, u.deleted_at IS NOT NULL AS deleted,
      u.email_verified, u.created_at, d.username
    FROM "user" u LEFT JOIN userdata d ON d.user_id = u.id WHERE u.id = ${id}`);
  return res.rows[0] as TUserState | undefined;
}

/** The post's seller and title (docs/PRODUCT.md §2: year, vehicle, part, stock number), or undefined. */
export async function findPost(db: TExec, postId: number) {
  const res = await db.execute(sql`
    SELECT p.user_id, concat_ws(' ', p.year, v.name, pt.part_name, p.stock_number) AS title
    FROM posts p JOIN vehicles v ON v.id = p.vehicle_id JOIN parts pt ON pt.id = p.part_id
    WHERE p.id = ${postId}`);
  return res.rows[0] as { user_id: string; title: string } | undefined;
}

/**
 * Whether a and b had a real conversation about the post: a message between them names it, and
 * from the first such message on, each of them wrote at least once (a reply need not name the post
 * again: the web sends the post with the first message only). Each direction walks its
 * (sender, receiver, id) index.
 */
export async function bothWroteAbout(db: TExec, a: string, b: string, postId: number): Promise<boolean> {
  const res = await db.execute(sql`
    WITH first AS (
      SELECT min(id) AS id FROM messages
      WHERE post_id = ${postId} AND ((sender_id = ${a} AND receiver_id = ${b}) OR (sender_id = ${b} AND receiver_id = ${a}))
    )
    SELECT
      EXISTS (SELECT 1 FROM messages m, first f WHERE m.sender_id = ${a} AND m.receiver_id = ${b} AND m.id >= f.id)
      AND EXISTS (SELECT 1 FROM messages m, first f WHERE m.sender_id = ${b} AND m.receiver_id = ${a} AND m.id >= f.id)
      AS ok`);
  return Boolean(res.rows[0]?.ok);
}

/** The author's review of this user for this post, removed or not (once per post, author and rated user). */
export async function findByAuthorAndPost(db: TExec, reviewerId: string, revieweeId: string, postId: number) {
  return rows(
    await db.execute(
      sql`${SELECT_REVIEWS} WHERE r.reviewer_id = ${reviewerId} AND r.reviewee_id = ${revieweeId} AND r.post_id = ${postId}`,
    ),
  )[0];
}

export async function findReview(db: TExec, id: number) {
  return rows(await db.execute(sql`${SELECT_REVIEWS} WHERE r.id = ${id}`))[0];
}

export interface TNewReview {
  postId: number;
  postTitle: string;
  reviewerId: string;
  revieweeId: string;
  rating: number;
  body: string;
  now: Date;
}

/** Inserts a review; undefined when this author already rated this user for this post (the unique key decides a race). */
export async function insertReview(db: TExec, r: TNewReview): Promise<number | undefined> {
  const res = await db.execute(sql`
    INSERT INTO reviews (post_id, post_title, reviewer_id, reviewee_id, rating, body, created_at, updated_at)
    VALUES (${r.postId}, ${r.postTitle}, ${r.reviewerId}, ${r.revieweeId}, ${r.rating}, ${r.body}, ${r.now}, ${r.now})
    ON CONFLICT ON CONSTRAINT reviews_post_pair_uq DO NOTHING
    RETURNING id`);
  const id = res.rows[0]?.id;
  return id === undefined ? undefined : Number(id);
}

/** Changes a live review's rating and/or text. */
export async function updateReview(
  db: TExec,
  id: number,
  change: { rating?: number; body?: string },
  now: Date,
) {
  const sets: SQL[] = [sql`updated_at = ${now}`];
  if (change.rating !== undefined) sets.push(sql`rating = ${change.rating}`);
  if (change.body !== undefined) sets.push(sql`body = ${change.body}`);
  await db.execute(
    sql`UPDATE reviews SET ${sql.join(sets, sql`, `)} WHERE id = ${id} AND removed_at IS NULL`,
  );
}

/** Writes the answer if there is none yet; false when another answer got there first. */
export async function answerReview(db: TExec, id: number, text: string, now: Date): Promise<boolean> {
  const res = await db.execute(sql`
    UPDATE reviews SET answer = ${text}, answered_at = ${now}
    WHERE id = ${id} AND answer IS NULL AND removed_at IS NULL RETURNING id`);
  return res.rows.length > 0;
}

/** Marks a review removed; false when it already was. */
export async function removeReview(db: TExec, id: number, adminId: string, reason: string, now: Date) {
  const res = await db.execute(sql`
    UPDATE reviews SET removed_at = ${now}, removed_by = ${adminId}, removed_reason = ${reason}
    WHERE id = ${id} AND removed_at IS NULL RETURNING id`);
  return res.rows.length > 0;
}

/** A page of the reviews of a user, newest first; one more row than asked tells of a next page. */
export async function listForUser(db: TExec, userId: string, offset: number, limit: number) {
  return rows(
    await db.execute(sql`${SELECT_REVIEWS}
      WHERE r.reviewee_id = ${userId} AND r.removed_at IS NULL
      ORDER BY r.id DESC OFFSET ${offset} LIMIT ${limit + 1}`),
  );
}

/** The average and count of a user's live reviews. */
export async function ratingOf(db: TExec, userId: string) {
  const res = await db.execute(sql`
    SELECT avg(rating)::float8 AS average, count(*)::int AS count
    FROM reviews WHERE reviewee_id = ${userId} AND removed_at IS NULL`);
  const row = res.rows[0] as { average: number | string | null; count: number | string };
  return { average: row.average === null ? null : Number(row.average), count: Number(row.count) };
}

/** How many posts the user ever marked sold (userdata.posts_sold: sold posts are deleted 7 days on). */
export async function postsSold(db: TExec, userId: string) {
  const res = await db.execute(sql`SELECT posts_sold FROM userdata WHERE user_id = ${userId}`);
  return Number(res.rows[0]?.posts_sold ?? 0);
}

/**
 * The user's answer delays since `since`: for each message someone sent them that began a turn
 * (the one before it in that conversation was not from the same person), the time until the user's
 * next message to that person. Unanswered turns give no sample. Returns the median (seconds) and
 * how many samples it stands on.
 */
export async function answerDelays(db: TExec, userId: string, since: Date) {
  const res = await db.execute(sql`
    WITH mine AS (
      SELECT id, sender_id, receiver_id, created_at,
        lag(sender_id) OVER (PARTITION BY least(sender_id, receiver_id), greatest(sender_id, receiver_id) ORDER BY id) AS before_sender
      FROM messages
      WHERE (sender_id = ${userId} OR receiver_id = ${userId}) AND created_at >= ${since}
    ), turns AS (
      SELECT id, sender_id AS other, created_at FROM mine
      WHERE receiver_id = ${userId} AND before_sender IS DISTINCT FROM sender_id
    )
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM a.created_at - t.created_at))::float8 AS median,
      count(*)::int AS samples
    FROM turns t
    CROSS JOIN LATERAL (
      SELECT created_at FROM messages r
      WHERE r.sender_id = ${userId} AND r.receiver_id = t.other AND r.id > t.id
      ORDER BY r.id LIMIT 1
    ) a`);
  const row = res.rows[0] as { median: number | string | null; samples: number | string };
  return { medianSeconds: row.median === null ? null : Number(row.median), samples: Number(row.samples) };
}
