import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

// The statements of an account's deletion (delete-account.ts decides, and runs them in one transaction).
type TExec = Pick<TDb, 'execute'>;

export type TLockedUserRow = {
  id: string;
  email: string;
  deleted_at: Date | string | null;
  username: string | null;
};

/** The account, locked for the deletion; undefined when there is none. */
export async function lockUser(tx: TExec, userId: string): Promise<TLockedUserRow | undefined> {
  const res = await tx.execute<TLockedUserRow>(sql`
    SELECT u.id, u.email, u.deleted_at, d.username FROM "user" u
    LEFT JOIN userdata d ON d.user_id = u.id
    WHERE u.id = ${userId} FOR UPDATE OF u`);
  return res.rows[0];
}

type TPhotoKeyRow = { storage_key: string };

/** Every photo base key of the user's posts and carts (a published cart's photos share its post's keys). */
export async function photoKeysOf(tx: TExec, userId: string): Promise<string[]> {
  const res = await tx.execute<TPhotoKeyRow>(sql`
    SELECT i.storage_key FROM post_images i JOIN posts p ON p.id = i.post_id WHERE p.user_id = ${userId}
    UNION
    SELECT i.storage_key FROM cart_images i JOIN carts c ON c.id = i.cart_id WHERE c.user_id = ${userId}`);
  return res.rows.map((r) => String(r.storage_key));
}

/** Open reports about the user's posts are settled by the posts' deletion (resolution 'deleted'). */
export async function resolveReportsOnPostsOf(tx: TExec, userId: string, by: string | null, at: Date) {
  await tx.execute(sql`
    UPDATE reports SET resolved = true, resolution = 'deleted', resolved_by = ${by}, resolved_at = ${at.toISOString()}
    WHERE resolved = false AND post_id IN (SELECT id FROM posts WHERE user_id = ${userId})`);
}

/**
 * Removes what belongs to the user alone. Posts go with their photos' rows, fitments, part
 * numbers and others' stars (cascades); messages, reviews and reports that named a post keep
 * their own copy of its title and lose the link.
 */
export async function removeOwnRows(tx: TExec, userId: string, email: string) {
  const statements = [
    sql`DELETE FROM posts WHERE user_id = ${userId}`,
    sql`DELETE FROM carts WHERE user_id = ${userId}`,
    sql`DELETE FROM favorites WHERE user_id = ${userId}`,
    sql`DELETE FROM alert_digest_items WHERE user_id = ${userId}`,
    sql`DELETE FROM saved_searches WHERE user_id = ${userId}`,
    sql`DELETE FROM garage_vehicles WHERE user_id = ${userId}`,
    sql`DELETE FROM push_subscriptions WHERE user_id = ${userId}`,
    sql`DELETE FROM notifications WHERE user_id = ${userId}`,
    sql`DELETE FROM message_blocks WHERE blocker_id = ${userId} OR blocked_id = ${userId}`,
    sql`DELETE FROM message_notices WHERE receiver_id = ${userId} OR sender_id = ${userId}`,
    // A conversation whose other side is deleted too has nobody left to read it.
    sql`DELETE FROM messages m USING "user" o
        WHERE ((m.sender_id = ${userId} AND o.id = m.receiver_id) OR (m.receiver_id = ${userId} AND o.id = m.sender_id))
          AND o.deleted_at IS NOT NULL`,
    // Reviews about them go with their page; the ones they wrote stay, under "deleted user".
    sql`DELETE FROM reviews WHERE reviewee_id = ${userId}`,
    sql`DELETE FROM sign_ins WHERE user_id = ${userId}`,
    sql`DELETE FROM two_factor WHERE user_id = ${userId}`,
    sql`DELETE FROM account WHERE user_id = ${userId}`,
    sql`DELETE FROM session WHERE user_id = ${userId}`,
    // Reset tokens name the user id; other values may carry the address.
    sql`DELETE FROM verification
        WHERE value = ${userId} OR strpos(value, ${userId}) > 0 OR strpos(identifier, ${userId}) > 0
           OR strpos(lower(identifier), lower(${email})) > 0 OR strpos(lower(value), lower(${email})) > 0`,
    sql`DELETE FROM app_counters WHERE strpos(key, ${userId}) > 0 OR strpos(lower(key), lower(${email})) > 0`,
  ];
  for (const statement of statements) await tx.execute(statement);
}

/**
 * What stays for safety loses the address: the reports they filed (signed in, or signed out with
 * the same address) and their Contact Us messages keep their text without name, email or phone.
 */
export async function clearContactDetails(tx: TExec, userId: string, email: string) {
  await tx.execute(sql`
    UPDATE reports SET email = '' WHERE user_id = ${userId} OR lower(email) = lower(${email})`);
  await tx.execute(sql`
    UPDATE contact_messages SET name = '', email = '', phone = '' WHERE lower(email) = lower(${email})`);
}

/** The placeholder username a deleted profile keeps, and its skeleton (delete-account.ts). */
export interface TTombstoneName {
  username: string;
  skeleton: string;
}

/** The profile keeps only its placeholder username (the conversations join on it); the rest is emptied. */
export async function emptyProfile(tx: TExec, userId: string, name: TTombstoneName, at: Date) {
  await tx.execute(sql`
    UPDATE userdata SET username = ${name.username},
      username_skeleton = ${name.skeleton}, first_name = '', last_name = '',
      street = '', city = '', state = '', zip = '', country = '', lat = NULL, lng = NULL,
      distance_unit = NULL, watch_notices = 'off', updated_at = ${at.toISOString()}
    WHERE user_id = ${userId}`);
}

/** The user row stays (messages keep their sender and receiver), emptied, given `email`, marked deleted. */
export async function tombstoneUser(tx: TExec, userId: string, email: string, at: Date) {
  await tx.execute(sql`
    UPDATE "user" SET email = ${email}, name = '', email_verified = false, image = NULL,
      role = NULL, banned = false, ban_reason = NULL, ban_expires = NULL, two_factor_enabled = false,
      deleted_at = ${at.toISOString()}, updated_at = ${at.toISOString()}
    WHERE id = ${userId}`);
}
