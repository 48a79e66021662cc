import { AD_LIFETIME_DAYS } from '@common/rules/fees';
import type { TPaymentEvent } from '../../adapters/payments';
import type { TDb } from '../../db/client';
import type { TPaymentOutcome, TRefundReason } from '../../db/schema';
import { insertFitmentRows } from './fitment-repository';
import { storedFitments } from './listing-details';
import * as repo from './publish-repository';
import { retryOnConflict } from './retry-on-conflict';

const DAY_MS = 24 * 60 * 60 * 1000;
/** City-level precision (about a kilometre): a post never points at the seller's door. */
const coarse = (v: number | null) => (v == null ? null : Math.round(v * 100) / 100);

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

export type TPublishResult =
  | {
      outcome: 'applied';
      postId: number;
      /** True when this event or cart had already been handled: nothing new was made. */
      already: boolean;
    }
  | {
      /** The payment cannot be applied: it is recorded, and paid back after this commits. */
      outcome: Exclude<TPaymentOutcome, 'applied'>;
      reason: TRefundReason;
      paymentEventId: number;
      already: boolean;
    };

/**
 * Publishes a paid (or fee-waived) cart as a post, or renews the post it names, in one transaction.
 * Idempotent: a provider event is recorded once (a replay, even a concurrent one, does nothing) and
 * a published cart is never published twice. A payment that cannot be applied (the cart is gone or
 * already paid, the renewed post is sold or gone) is recorded for a refund instead.
 *
 * Lock order, the same on every path that writes these rows (renewal requests lock the post before
 * its cart; post deletion and the lifetime jobs cascade posts -> carts -> payment events, as would
 * deleting a user): the seller's user row, then the post, then the cart, then its payment events. Recording the event before locking the cart (as this did) deadlocked
 * concurrent events for one cart on PostgreSQL: each held a key-share lock on the cart through the
 * event's foreign key and waited for the others' to lock it for update.
 */
export function publishCart(
  db: TDb,
  cartId: number,
  now: Date,
  event?: Omit<TPaymentEvent, 'cartId'>,
  onLive?: TOnLive,
  onPaid?: TOnPaid,
): Promise<TPublishResult | undefined> {
  return retryOnConflict(() => db.transaction((tx) => publishInTx(tx, cartId, now, event, onLive, onPaid)));
}

/** Runs in the publishing transaction once a post is live (new, or renewed): its alerts are queued. */
export type TOnLive = (tx: TTx, postId: number) => Promise<void>;
/** Runs in the transaction that applied a payment (once per payment): its receipt is queued. */
export type TOnPaid = (tx: TTx, paymentEventId: number) => Promise<void>;

async function publishInTx(
  tx: TTx,
  cartId: number,
  now: Date,
  event?: Omit<TPaymentEvent, 'cartId'>,
  onLive?: TOnLive,
  onPaid?: TOnPaid,
): Promise<TPublishResult | undefined> {
  if (event) {
    const seen = await recordedEvent(tx, event.eventId);
    if (seen) return seen;
  }
  // Who and what this cart touches, read without locks; its seller and renewed post never change.
  const peek = await repo.peekCart(tx, cartId);
  // A suspended seller's payment still applies, but the post stays hidden. Suspending
  // locks the user row FOR UPDATE, so it waits for this lock, then hides what this published.
  let sellerSuspended = false;
  if (peek) {
    sellerSuspended = await repo.lockSellerKeyShare(tx, peek.userId);
    if (peek.renewsPostId) await repo.lockPostForUpdate(tx, peek.renewsPostId);
  }
  const locked = peek ? await repo.lockCartForUpdate(tx, cartId) : false;
  const cart = locked ? await repo.findCart(tx, cartId) : undefined;

  let eventRowId: number | undefined;
  if (event) {
    // A concurrent delivery of the same event waits here on the unique key, then finds it taken.
    eventRowId = await repo.insertPaymentEvent(tx, event, cart ? cartId : null);
    if (eventRowId === undefined) return recordedEvent(tx, event.eventId);
  }
  const refund = async (reason: TRefundReason): Promise<TPublishResult | undefined> => {
    if (eventRowId === undefined) return undefined;
    await repo.markRefundPending(tx, eventRowId, reason);
    return { outcome: 'refund_pending', reason, paymentEventId: eventRowId, already: false };
  };

  if (!cart) return refund('cart_missing');
  if (cart.status === 'published' || cart.status === 'cancelled') {
    if (eventRowId === undefined)
      return cart.postId ? { outcome: 'applied', postId: cart.postId, already: true } : undefined;
    // A second session for this cart was paid too (or the fee was waived meanwhile); a cancelled
    // cart is a renewal already refused because its post was sold or gone.
    return refund(cart.status === 'cancelled' ? 'post_sold' : 'cart_already_paid');
  }

  let postId: number;
  if (cart.renewsPostId) {
    const row = await repo.findRenewedPost(tx, cart.renewsPostId);
    // A renewal paid after the post was sold (or deleted) must not revive it: pay it back.
    if (!row || row.status === 'sold') {
      await repo.cancelCart(tx, cart.id, now);
      return refund(row ? 'post_sold' : 'post_missing');
    }
    // A renewal adds a year from today (or from the current end, if still running).
    const from = Math.max(now.getTime(), new Date(row.expiresAt).getTime());
    await repo.renewPost(tx, cart.renewsPostId, {
      status: sellerSuspended ? 'hidden' : 'active',
      expiresAt: new Date(from + AD_LIFETIME_DAYS * DAY_MS),
    });
    postId = cart.renewsPostId;
  } else {
    postId = await insertPost(tx, cart, now, sellerSuspended);
  }
  await repo.markCartPublished(tx, cart.id, postId, now);
  // A hidden post alerts nobody (its alerts are not sent when it is shown again either).
  if (!sellerSuspended) await onLive?.(tx, postId);
  // A suspended seller paid too: the receipt goes whatever the post's state.
  if (eventRowId !== undefined) await onPaid?.(tx, eventRowId);
  return { outcome: 'applied', postId, already: false };
}

/** What an event already recorded came to (undefined when it is new). */
async function recordedEvent(tx: TTx, eventId: string): Promise<TPublishResult | undefined> {
  const row = await repo.findRecordedEvent(tx, eventId);
  if (!row) return undefined;
  if (row.outcome !== 'applied')
    return {
      outcome: row.outcome,
      reason: row.reason ?? 'cart_missing',
      paymentEventId: row.id,
      already: true,
    };
  return row.postId ? { outcome: 'applied', postId: row.postId, already: true } : undefined;
}

async function insertPost(tx: TTx, cart: repo.TCartRow, now: Date, hidden: boolean): Promise<number> {
  const profile = await repo.findSellerProfile(tx, cart.userId);
  const postId = await repo.insertPost(tx, {
    userId: cart.userId,
    vehicleId: cart.vehicleId,
    year: cart.year,
    partId: cart.partId,
    stockNumber: cart.stockNumber,
    description: cart.description,
    price: cart.price,
    currency: cart.currency,
    condition: cart.condition,
    grade: cart.grade,
    mileageKm: cart.mileageKm,
    warrantyDays: cart.warrantyDays,
    delivery: cart.delivery,
    shippingPrice: cart.shippingPrice,
    // The trigger posts_part_numbers keeps post_part_numbers from these.
    oemNumbers: cart.oemNumbers,
    donorVin: cart.donorVin,
    city: profile?.city ?? null,
    state: profile?.state ?? null,
    country: profile?.country ?? null,
    lat: coarse(profile?.lat ?? null),
    lng: coarse(profile?.lng ?? null),
    createdAt: now,
    expiresAt: new Date(now.getTime() + AD_LIFETIME_DAYS * DAY_MS),
    status: hidden ? 'hidden' : 'active',
  });
  // What it fits; the trigger post_fitments_copy fills each row's copies of the post's columns.
  await insertFitmentRows(tx, postId, storedFitments(cart));
  await repo.copyCartPhotos(tx, cart.id, postId);
  return postId;
}
