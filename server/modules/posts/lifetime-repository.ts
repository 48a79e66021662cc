import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

// The statements of the ad lifetime jobs (lifetime.ts holds the rules and the order): each runs in
// the caller's transaction.

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

type TLockRow = { ok: boolean };
type TIdRow = { id: number };
type TStorageKeyRow = { storage_key: string };

const idsOf = (rows: readonly TIdRow[]) => rows.map((r) => Number(r.id));

/** Takes the transaction's advisory lock `key` if no one holds it; whether it was taken. */
export async function tryAdvisoryXactLock(tx: TTx, key: number): Promise<boolean> {
  const lock = await tx.execute<TLockRow>(sql`SELECT pg_try_advisory_xact_lock(${key}) AS ok`);
  return Boolean(lock.rows[0]?.ok);
}

/** Expires the active posts whose year has ended by `now`; their ids. */
export async function expireEndedPosts(tx: TTx, now: Date): Promise<number[]> {
  const expired = await tx.execute<TIdRow>(
    sql`UPDATE posts SET status = 'expired' WHERE status = 'active' AND expires_at <= ${now} RETURNING id`,
  );
  return idsOf(expired.rows);
}

/** The posts sold by `soldBefore`, locked (those another instance holds are skipped); their ids. */
export async function lockSoldPosts(tx: TTx, soldBefore: Date): Promise<number[]> {
  const soldPosts = await tx.execute<TIdRow>(
    sql`SELECT id FROM posts WHERE status = 'sold' AND sold_at <= ${soldBefore} FOR UPDATE SKIP LOCKED`,
  );
  return idsOf(soldPosts.rows);
}

/**
 * The unpaid carts made by `createdBefore` whose checkout is not open, locked (those another
 * instance holds are skipped); their ids.
 */
export async function lockStaleCarts(tx: TTx, createdBefore: Date): Promise<number[]> {
  const staleCarts = await tx.execute<TIdRow>(
    sql`SELECT id FROM carts WHERE status IN ('pending', 'cancelled') AND created_at <= ${createdBefore}
        AND (checkout_expires_at IS NULL OR checkout_expires_at < now()) FOR UPDATE SKIP LOCKED`,
  );
  return idsOf(staleCarts.rows);
}

/** The photo keys of the given rows, then the rows themselves (their photo rows cascade). */
export async function keysAndDelete(
  tx: TTx,
  table: 'posts' | 'carts',
  imageTable: 'post_images' | 'cart_images',
  column: 'post_id' | 'cart_id',
  ids: number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const keys = await tx.execute<TStorageKeyRow>(
    sql`SELECT storage_key FROM ${sql.identifier(imageTable)} WHERE ${sql.identifier(column)} IN (${list})`,
  );
  await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE id IN (${list})`);
  return keys.rows.map((r) => String(r.storage_key));
}
