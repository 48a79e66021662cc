import { randomUUID } from 'node:crypto';
import { MAX_IMAGES_PER_POST, PAGE_SIZE } from '@common/constants';
import type { TPost, TPostUpdateFields } from '@common/contracts/posts';
import { AppError } from '@common/errors';
import { DEFAULT_LANGUAGE, type TLanguage } from '@common/i18n/languages';
import { MESSAGES } from '@common/messages';
import { toCents } from '@common/rules/fees';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client';
import { pgCode } from '../../db/pg-code';
import { recordAudit } from '../../lib/audit';
import { serverText } from '../../lib/i18n/server-text';
import { imageOf } from '../../lib/image-urls';
import { deletePhotoFiles, keepPhotoWithRow, storePhoto } from '../../lib/photo-files';
import type { TSessionUser } from '../../plugins/auth-session';
import { findPendingRenewal, insertCart } from './cart-repository';
import { startCheckout } from './cart-service';
import { listFitmentRows, replaceFitmentRows } from './fitment-repository';
import { detailColumns, editedDetails, editedRows, namedFitments, partDetailsOf } from './listing-details';
import { tellDeletedByAdmin, tellPriceDrop, tellSold } from './post-notices';
import * as repo from './post-repository';

type TApp = Pick<FastifyInstance, 'db' | 'storage' | 'payments' | 'config' | 'clock' | 'log' | 'jobs'>;

const iso = (d: Date | string) => new Date(d).toISOString();

export function toPost(app: TApp, r: repo.TPostRecord): TPost {
  const images = typeof r.images === 'string' ? JSON.parse(r.images) : r.images;
  // An ad past its year is expired even before the lifetime job has marked it.
  const expired = r.status === 'active' && new Date(r.expires_at).getTime() <= app.clock().getTime();
  return {
    id: r.id,
    user_id: r.user_id,
    username: r.username,
    year: r.year,
    vehicle_id: r.vehicle_id,
    vehicle_name: r.vehicle_name,
    part_id: r.part_id,
    part_name: r.part_name,
    stock_number: r.stock_number,
    description: r.description,
    price: Number(r.price),
    currencytype: r.currencytype,
    city: r.city,
    state: r.state,
    country: r.country,
    lat: r.lat == null ? null : Number(r.lat),
    lng: r.lng == null ? null : Number(r.lng),
    status: expired ? 'expired' : r.status,
    created_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
    images: (images as Parameters<typeof imageOf>[1][]).map((i) => imageOf(app.storage, i)),
    fitments: typeof r.fitments === 'string' ? JSON.parse(r.fitments) : r.fitments,
    ...partDetailsOf({
      condition: r.condition,
      grade: r.grade,
      mileageKm: r.mileage_km,
      warrantyDays: r.warranty_days,
      delivery: r.delivery,
      shippingPrice: r.shipping_price,
      oemNumbers: r.oem_numbers,
      donorVin: r.donor_vin,
    }),
  };
}

/**
 * A post as a viewer may see it: live ones for everyone, sold or expired ones for the seller and
 * admins. Read on `db`: app.readDb(req) for a page or the API (a replica), app.db by default.
 */
export async function viewPost(
  app: TApp,
  id: number,
  viewer: TSessionUser | null,
  db: TDb = app.db,
): Promise<TPost> {
  const record = await repo.findPost(db, id);
  const post = record && toPost(app, record);
  if (!post) throw new AppError('NOT_FOUND', MESSAGES.postNotFound);
  const privileged = viewer && (viewer.id === post.user_id || viewer.isAdmin);
  if (post.status !== 'active' && !privileged) throw new AppError('NOT_FOUND', MESSAGES.postNotFound);
  return post;
}

/**
 * Whether post `id` is there for the public to be told it is gone (a sold or expired one's page
 * answers 410, not 404). A hidden one (its seller suspended) is as missing: 404.
 */
export async function postExists(app: TApp, id: number, db: TDb = app.db): Promise<boolean> {
  const row = await repo.findPostRow(db, id);
  return row !== undefined && row.status !== 'hidden';
}

/** The post, when the user is its seller; 404 when it does not exist, 403 for anyone else. */
async function ownPost(app: TApp, user: TSessionUser, id: number) {
  const row = await repo.findPostRow(app.db, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.postNotFound);
  if (row.userId !== user.id) throw new AppError('FORBIDDEN', MESSAGES.notYourPost);
  return row;
}

/**
 * Edits a post: the price may go down, never above the price it was posted at. Its fitment rows are
 * replaced and its details rewritten in one transaction (year and vehicle_id are the first row's).
 */
export async function editPost(app: TApp, user: TSessionUser, id: number, input: TPostUpdateFields) {
  const row = await ownPost(app, user, id);
  if (toCents(input.price) > toCents(Number(row.price))) {
    throw new AppError('VALIDATION', MESSAGES.priceAboveOriginal, { price: 'priceAboveOriginal' });
  }
  // Without rows the edit names the first row's model and year (the spec's edit): only that is new.
  const details = editedDetails(input, row);
  await namedFitments(
    app.db,
    input.fitments ?? [{ vehicle_id: input.vehicle_id, year_from: input.year, year_to: input.year }],
  );
  try {
    await app.db.transaction(async (tx) => {
      // The post's row first: its lock makes a second edit at once wait, then read these rows.
      const before = await repo.lockPostRow(tx, id);
      await repo.updatePost(tx, id, {
        year: input.year,
        vehicleId: input.vehicle_id,
        partId: input.part_id,
        stockNumber: input.stock_number,
        description: input.description,
        price: input.price.toFixed(2),
        ...detailColumns(details),
      });
      const rows = input.fitments ?? editedRows(await listFitmentRows(tx, id), input.year, input.vehicle_id);
      await replaceFitmentRows(tx, id, rows);
      // A lower price is told to the post's watchers with the edit, or not at all.
      if (before) await tellPriceDrop(app, tx, id, before.price);
    });
  } catch (err) {
    // A part id that does not exist (or a model deleted meanwhile): nothing was changed.
    if (pgCode(err) === '23503') throw new AppError('VALIDATION', MESSAGES.partRequired);
    throw err;
  }
  return viewPost(app, id, user);
}

export async function addPostPhoto(app: TApp, user: TSessionUser, id: number, file: Buffer | string) {
  await ownPost(app, user, id);
  const base = `posts/${user.id}/${id}/${randomUUID()}`;
  const size = await storePhoto(app.storage, base, file);
  const row = await keepPhotoWithRow(app, base, () =>
    repo.addPostImage(app.db, { postId: id, storageKey: base, ...size }, MAX_IMAGES_PER_POST),
  );
  if (!row) throw new AppError('BAD_REQUEST', MESSAGES.tooManyPhotos);
  return viewPost(app, id, user);
}

export async function removePostPhoto(app: TApp, user: TSessionUser, id: number, position: number) {
  await ownPost(app, user, id);
  const removed = await repo.deletePostImage(app.db, id, position);
  if (!removed) throw new AppError('NOT_FOUND', serverText('errors.photoNotFound'));
  await deletePhotoFiles(app.storage, [removed.storageKey], app.log);
  return viewPost(app, id, user);
}

/**
 * Deletes a post and its photos: its seller, or an admin (POST /delete-post, docs/PRODUCT.md §7); an admin
 * acting on a report resolves it in the same step. An admin's delete tells the seller (with the
 * reason given) and thanks the reports' senders.
 */
export async function deletePost(
  app: TApp,
  user: TSessionUser,
  id: number,
  opts: { reportId?: number; reason?: string } = {},
) {
  const { reportId, reason = '' } = opts;
  const row = await repo.findPostRow(app.db, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.postNotFound);
  if (row.userId !== user.id && !user.isAdmin) throw new AppError('FORBIDDEN', MESSAGES.notYourPost);
  // The post, the reports it resolves and the audit entry go together, or nothing changes.
  const keys = await app.db.transaction(async (tx) => {
    if (reportId !== undefined && user.isAdmin) {
      const report = await repo.findReportOfPost(tx, reportId, id);
      if (!report) throw new AppError('NOT_FOUND', MESSAGES.reportNotFound);
      if (report.resolved) throw new AppError('CONFLICT', MESSAGES.reportResolved);
    }
    // Reports first: deleting the post sets their post_id to null.
    const resolved = user.isAdmin ? await repo.resolveReportsOfPost(tx, id, user.id, app.clock()) : [];
    if (user.isAdmin) await tellDeletedByAdmin(app, tx, id, user, reason, resolved);
    const deleted = await repo.deletePost(tx, id);
    if (deleted === undefined) throw new AppError('NOT_FOUND', MESSAGES.postNotFound);
    if (user.isAdmin && (row.userId !== user.id || resolved.length > 0)) {
      await recordAudit(tx, user, {
        action: 'post.delete',
        targetType: 'post',
        targetId: id,
        details: resolved.length ? `resolved report ${resolved.map((r) => `#${r}`).join(', ')}` : '',
      });
    }
    return deleted;
  });
  await deletePhotoFiles(app.storage, keys, app.log);
}

/** Marks a post sold: it leaves search at once and is deleted 7 days later. */
export async function markSold(app: TApp, user: TSessionUser, id: number) {
  await ownPost(app, user, id);
  // The sale and its watchers' notices commit together.
  await app.db.transaction(async (tx) => {
    await repo.markPostSold(tx, id, app.clock());
    await tellSold(app, tx, id);
  });
  return viewPost(app, id, user);
}

/**
 * Renews a post for another year through the same checkout as a new post (1% fee). An unpaid
 * renewal of the post is reused, so its open checkout is handed out again rather than a second.
 */
export async function renewPost(
  app: TApp,
  user: TSessionUser,
  id: number,
  discountCode: string,
  language: TLanguage = DEFAULT_LANGUAGE,
) {
  await ownPost(app, user, id);
  // The post is locked first (the lock order: posts, then carts), so two renewals at once make one cart.
  const cart = await app.db.transaction(async (tx) => {
    const row = await repo.lockPostRow(tx, id);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.postNotFound);
    if (row.status === 'sold') throw new AppError('CONFLICT', serverText('errors.soldPostNotRenewable'));
    const pending = await findPendingRenewal(tx, id, user.id);
    if (pending) return pending;
    return insertCart(tx, {
      userId: user.id,
      vehicleId: row.vehicleId,
      year: row.year,
      partId: row.partId,
      stockNumber: row.stockNumber,
      description: row.description,
      price: row.price,
      currency: row.currency,
      // The renewal's cart shows what the post is; publishing it keeps the post's own rows.
      fitments: await listFitmentRows(tx, row.id),
      condition: row.condition,
      grade: row.grade,
      mileageKm: row.mileageKm,
      warrantyDays: row.warrantyDays,
      delivery: row.delivery,
      shippingPrice: row.shippingPrice,
      oemNumbers: row.oemNumbers,
      donorVin: row.donorVin,
      renewsPostId: row.id,
    });
  });
  return startCheckout(
    app,
    user,
    { id: cart.id, currency: cart.currency === 'CAD' ? 'cad' : 'usd', discountCode },
    undefined,
    language,
  );
}

/** The seller's posts of every state, 10 a page, newest first. */
export async function myPosts(app: TApp, user: TSessionUser, page: number) {
  const rows = await repo.listUserPosts(app.db, user.id, (page - 1) * PAGE_SIZE, PAGE_SIZE);
  return { posts: rows.map((r) => toPost(app, r)), page, pageSize: PAGE_SIZE };
}
