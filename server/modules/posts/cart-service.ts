import { randomUUID } from 'node:crypto';
import { MAX_IMAGES_PER_POST } from '@common/constants';
import type { TCart, TPostFields } from '@common/contracts/posts';
import { AppError } from '@common/errors';
import { DEFAULT_LANGUAGE, languagePath, type TLanguage } from '@common/i18n/languages';
import { MESSAGES } from '@common/messages';
import { fromCents, listingFee, renewalFee, toCents } from '@common/rules/fees';
import type { FastifyInstance } from 'fastify';
import { pgCode } from '../../db/pg-code';
import { serverText } from '../../lib/i18n/server-text';
import { imageOf, signedImageOf } from '../../lib/image-urls';
import { deletePhotoFiles, keepPhotoWithRow, storePhoto } from '../../lib/photo-files';
import { queuePostLive } from '../../lib/post-live';
import { sessionUser, type TSessionUser } from '../../plugins/auth-session';
import type { TStagedAccess } from '../media/routes';
import * as repo from './cart-repository';
import { detailColumns, namedFitments, partDetailsOf, storedFitments } from './listing-details';
import { publishCart } from './publish';

type TApp = Pick<FastifyInstance, 'db' | 'storage' | 'payments' | 'config' | 'clock' | 'log' | 'jobs'>;

/** How long the links to a staged photo (the create-post form's previews) work: a long sitting. */
export const STAGED_PHOTO_URL_SECONDS = 6 * 3600;

/**
 * Who may load a cart's photo from /media: anyone once the cart is published (its photos are the
 * post's), only its seller while it is pending, nobody when it is gone or the folder is not theirs.
 */
export function cartPhotoAccess(app: Pick<FastifyInstance, 'db'>): TStagedAccess {
  return async (req, { userId, cartId }) => {
    const cart = await repo.findCart(app.db, cartId);
    if (!cart || cart.userId !== userId) return 'hidden';
    if (cart.status !== 'pending') return 'public';
    const user = await sessionUser(req);
    return user?.id === userId ? 'owner' : 'hidden';
  };
}

async function toCart(app: TApp, cart: repo.TCartRow): Promise<TCart> {
  const images = await repo.listCartImages(app.db, cart.id);
  const priceCents = toCents(Number(cart.price));
  const fee = cart.renewsPostId ? renewalFee(priceCents, app.clock()) : listingFee(priceCents, app.clock());
  return {
    id: cart.id,
    year: cart.year,
    vehicle_id: cart.vehicleId,
    part_id: cart.partId,
    stock_number: cart.stockNumber,
    description: cart.description,
    price: Number(cart.price),
    currencytype: cart.currency,
    status: cart.status,
    // Until published, a cart's photos are not public: its owner gets links that expire.
    images: await Promise.all(
      images.map((i) =>
        cart.status === 'pending'
          ? signedImageOf(app.storage, i, STAGED_PHOTO_URL_SECONDS)
          : imageOf(app.storage, i),
      ),
    ),
    fee: fromCents(fee.cents),
    post_id: cart.postId,
    fitments: await namedFitments(app.db, storedFitments(cart)),
    ...partDetailsOf(cart),
  };
}

const isForeignKeyViolation = (err: unknown) => pgCode(err) === '23503';

/**
 * Inserts the pending post (the spec's cart) that checkout will publish, with what it fits (rows of
 * catalog models, kept as JSON until published) and the part's details.
 */
export async function createCart(app: TApp, user: TSessionUser, input: TPostFields) {
  // A post carries the seller's city: it needs a completed profile.
  if (!(await repo.hasProfile(app.db, user.id))) throw new AppError('FORBIDDEN', MESSAGES.profileRequired);
  const fitments = await namedFitments(app.db, input.fitments);
  try {
    const cart = await repo.insertCart(app.db, {
      userId: user.id,
      vehicleId: input.vehicle_id,
      year: input.year,
      partId: input.part_id,
      stockNumber: input.stock_number,
      description: input.description,
      price: input.price.toFixed(2),
      currency: input.currencytype,
      fitments: fitments.map(({ vehicle_id, year_from, year_to }) => ({ vehicle_id, year_from, year_to })),
      ...detailColumns(input),
    });
    return toCart(app, cart);
  } catch (err) {
    // A part id that does not exist (or a model deleted meanwhile).
    if (isForeignKeyViolation(err)) throw new AppError('VALIDATION', MESSAGES.partRequired);
    throw err;
  }
}

/** The user's own pending cart, or 404 (another user's cart is reported as missing too). */
export async function ownCart(app: TApp, user: TSessionUser, cartId: number) {
  const cart = await repo.findCart(app.db, cartId);
  if (!cart || cart.userId !== user.id) throw new AppError('NOT_FOUND', MESSAGES.cartNotFound);
  if (cart.status !== 'pending') throw new AppError('CONFLICT', MESSAGES.cartAlreadyPaid);
  return cart;
}

export async function getCart(app: TApp, user: TSessionUser, cartId: number) {
  const cart = await repo.findCart(app.db, cartId);
  if (!cart || cart.userId !== user.id) throw new AppError('NOT_FOUND', MESSAGES.cartNotFound);
  return toCart(app, cart);
}

/** Stores a photo for a cart (at most 4); the files go before the row, and are removed if refused. */
export async function addCartPhoto(app: TApp, user: TSessionUser, cartId: number, file: Buffer | string) {
  const cart = await ownCart(app, user, cartId);
  if ((await repo.listCartImages(app.db, cart.id)).length >= MAX_IMAGES_PER_POST) {
    throw new AppError('BAD_REQUEST', MESSAGES.tooManyPhotos);
  }
  const base = `posts/${user.id}/cart-${cart.id}/${randomUUID()}`;
  const size = await storePhoto(app.storage, base, file);
  const row = await keepPhotoWithRow(app, base, () =>
    repo.addCartImage(app.db, { cartId: cart.id, storageKey: base, ...size }, MAX_IMAGES_PER_POST),
  );
  if (!row) throw new AppError('BAD_REQUEST', MESSAGES.tooManyPhotos);
  return toCart(app, cart);
}

export async function removeCartPhoto(app: TApp, user: TSessionUser, cartId: number, position: number) {
  const cart = await ownCart(app, user, cartId);
  const removed = await repo.deleteCartImage(app.db, cart.id, position);
  if (!removed) throw new AppError('NOT_FOUND', serverText('errors.photoNotFound'));
  await deletePhotoFiles(app.storage, [removed.storageKey], app.log);
  return toCart(app, cart);
}

/**
 * Starts paying for a cart (POST /create-checkout-session, docs/PRODUCT.md §7): computes the fee itself; a
 * waived fee publishes at once and answers the new post's confirmation page (a renewal, made from
 * My Posts, goes back there), otherwise the provider's checkout URL.
 */
export async function startCheckout(
  app: TApp,
  user: TSessionUser,
  req: { id: number; currency: 'cad' | 'usd'; discountCode: string },
  /** Where the checkout sends the browser back to (PUBLIC_URL, or the browser's own origin without it). */
  returnOrigin: string = app.config.publicUrl,
  /** The seller's page language: the provider's page and the pages it returns to. */
  language: TLanguage = DEFAULT_LANGUAGE,
): Promise<{ url: string }> {
  const cart = await ownCart(app, user, req.id);
  if (req.currency !== cart.currency.toLowerCase())
    throw new AppError('VALIDATION', MESSAGES.currencyInvalid);
  const now = app.clock();
  const priceCents = toCents(Number(cart.price));
  const fee = cart.renewsPostId
    ? renewalFee(priceCents, now, req.discountCode)
    : listingFee(priceCents, now, req.discountCode);
  if (req.discountCode && !fee.waived) throw new AppError('VALIDATION', MESSAGES.discountInvalid);
  if (fee.waived) {
    await repo.setCheckout(app.db, cart.id, { feeAmount: '0.00', discountCode: req.discountCode });
    const published = await publishCart(app.db, cart.id, now, undefined, (tx, postId) =>
      queuePostLive(app.jobs, tx, postId),
    );
    if (cart.renewsPostId || published?.outcome !== 'applied') return { url: '/my-posts' };
    return { url: `/success?post_id=${published.postId}` };
  }
  return openCheckout(app, user, cart, fee.cents, req, returnOrigin, language);
}

/** A session with less time left than this is not handed out again: a new one is made. */
const REUSE_MARGIN_MS = 5 * 60_000;

/**
 * One open checkout per cart: while the cart's session is open, a second request gets the same
 * page (two payable sessions could both be paid). The cart stays locked while the provider makes
 * a session, so two requests at once make one; the provider's expiry (real time, not the business
 * clock) says when a new one may be made.
 */
async function openCheckout(
  app: TApp,
  user: TSessionUser,
  cart: repo.TCartRow,
  feeCents: number,
  req: { currency: 'cad' | 'usd'; discountCode: string },
  base: string,
  language: TLanguage,
): Promise<{ url: string }> {
  return app.db.transaction(async (tx) => {
    const locked = await repo.lockCart(tx, cart.id);
    if (locked?.status !== 'pending') throw new AppError('CONFLICT', MESSAGES.cartAlreadyPaid);
    const open = (locked.checkoutExpiresAt?.getTime() ?? 0) > Date.now() + REUSE_MARGIN_MS;
    if (open && locked.checkoutUrl) return { url: locked.checkoutUrl };
    const session = await app.payments.createCheckout({
      cartId: cart.id,
      amountCents: feeCents,
      currency: req.currency,
      // What the provider's page says is paid for, in the seller's language.
      description: cart.renewsPostId
        ? serverText('checkout.renewal', { post: cart.renewsPostId }, language)
        : serverText('checkout.listing', { year: cart.year, stock: cart.stockNumber }, language),
      customerEmail: user.email,
      successUrl: `${base}${languagePath('/success', language)}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}${languagePath(cart.renewsPostId ? '/my-posts' : '/create-post', language)}?cancelled=true`,
      language,
      // A retried call for this cart and its previous session gets the same session back.
      idempotencyKey: `checkout-${cart.id}-${locked.checkoutRef ?? 'first'}`,
    });
    await repo.setCheckout(tx, cart.id, {
      checkoutRef: session.reference,
      checkoutUrl: session.url,
      checkoutExpiresAt: session.expiresAt,
      feeAmount: fromCents(feeCents).toFixed(2),
      discountCode: req.discountCode || null,
    });
    return { url: session.url };
  });
}
