import { SOLD_RETENTION_DAYS, STAGED_PHOTO_HOURS } from '@common/rules/fees';
import type { FastifyInstance } from 'fastify';
import { deletePhotoFiles } from '../../lib/photo-files';
import * as repo from './lifetime-repository';
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
    if (!(await repo.tryAdvisoryXactLock(tx, LOCK_KEY))) return undefined;
    const expired = await repo.expireEndedPosts(tx, now);
    // Their sellers are told with the change (a notice and an email each, with the renew link).
    await tellExpired(app, tx, expired);
    // Read the photos first, then delete the rows: each key is handed to exactly this instance.
    const soldIds = await repo.lockSoldPosts(tx, soldBefore);
    const soldKeys = await repo.keysAndDelete(tx, 'posts', 'post_images', 'post_id', soldIds);
    // Published carts share their photos with the post: only unpaid ones are cleaned, and not while
    // their checkout is open (a payment then would find no cart, and be refunded).
    const cartIds = await repo.lockStaleCarts(tx, cartsBefore);
    const cartKeys = await repo.keysAndDelete(tx, 'carts', 'cart_images', 'cart_id', cartIds);
    return {
      expired: expired.length,
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
