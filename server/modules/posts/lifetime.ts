import { SOLD_RETENTION_DAYS, STAGED_PHOTO_HOURS } from '@common/rules/fees';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deletePhotoFiles } from '../../lib/photo-files';
import { tellExpired } from './post-notices';

type TApp = Pick<FastifyInstance, 'db' | 'storage' | 'clock' | 'log' | 'jobs'>;

// Any number between two 32-bit keys; only its uniqueness among our advisory locks matters.
const LOCK_KEY = 727_001;

export interface TLifetimeResult {
  expired: number;
  soldDeleted: number;
  cartsCleaned: number;
  skipped: boolean;
}

/**
 * The ad lifetime jobs: expire ads past their year (telling their sellers), delete sold posts (and
 * photos) after 7 days, and clean unpaid carts' photos after a day. Safe on several instances at
 * once: one transaction holds an advisory lock (the others skip this round), and rows are deleted
 * with RETURNING, so each photo is removed by exactly one instance. Its row locks follow the one order of every writer
 * (posts, then carts, then payment events, as the deletes cascade).
 */
export async function runLifetimeJobs(app: TApp): Promise<TLifetimeResult> {
  const now = app.clock();
  const soldBefore = new Date(now.getTime() - SOLD_RETENTION_DAYS * 86_400_000);
  const cartsBefore = new Date(now.getTime() - STAGED_PHOTO_HOURS * 3_600_000);
  const outcome = await app.db.transaction(async (tx) => {
    const lock = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${LOCK_KEY}) AS ok`);
    if (!lock.rows[0]?.ok) return undefined;
    const expired = await tx.execute(
      sql`UPDATE posts SET status = 'expired' WHERE status = 'active' AND expires_at <= ${now} RETURNING id`,
    );
    // Their sellers are told with the change (a notice and an email each, with the renew link).
    await tellExpired(
      app,
      tx,
      expired.rows.map((r) => Number(r.id)),
    );
    // Read the photos first, then delete the rows: each key is handed to exactly this instance.
    const soldPosts = await tx.execute(
      sql`SELECT id FROM posts WHERE status = 'sold' AND sold_at <= ${soldBefore} FOR UPDATE SKIP LOCKED`,
    );
    const soldIds = soldPosts.rows.map((r) => Number(r.id));
    const soldKeys = await keysAndDelete(tx, 'posts', 'post_images', 'post_id', soldIds);
    // Published carts share their photos with the post: only unpaid ones are cleaned, and not while
    // their checkout is open (a payment then would find no cart, and be refunded).
    const staleCarts = await tx.execute(
      sql`SELECT id FROM carts WHERE status IN ('pending', 'cancelled') AND created_at <= ${cartsBefore}
        AND (checkout_expires_at IS NULL OR checkout_expires_at < now()) FOR UPDATE SKIP LOCKED`,
    );
    const cartIds = staleCarts.rows.map((r) => Number(r.id));
    const cartKeys = await keysAndDelete(tx, 'carts', 'cart_images', 'cart_id', cartIds);
    return {
      expired: expired.rows.length,
      soldCount: soldIds.length,
      cartCount: cartIds.length,
      soldKeys,
      cartKeys,
    };
  });
  if (!outcome) return { expired: 0, soldDeleted: 0, cartsCleaned: 0, skipped: true };
  await deletePhotoFiles(app.storage, [...outcome.soldKeys, ...outcome.cartKeys], app.log);
  return {
    expired: outcome.expired,
    soldDeleted: outcome.soldCount,
    cartsCleaned: outcome.cartCount,
    skipped: false,
  };
}

type TTx = Parameters<Parameters<TApp['db']['transaction']>[0]>[0];

/** The photo keys of the given rows, then the rows themselves (their photo rows cascade). */
async function keysAndDelete(
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
  const keys = await tx.execute(
    sql`SELECT storage_key FROM ${sql.identifier(imageTable)} WHERE ${sql.identifier(column)} IN (${list})`,
  );
  await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE id IN (${list})`);
  return keys.rows.map((r) => String(r.storage_key));
}
