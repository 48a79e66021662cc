import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import type { TPaymentEvent } from '../../adapters/payments';
import type { TRefundReason } from '../../db/schema';
import { queuePostLive } from '../../lib/post-live';
import type { TSessionUser } from '../../plugins/auth-session';
import { findCartByRef } from './cart-repository';
import * as repo from './payment-repository';
import { publishCart, type TPublishResult } from './publish';
import { queueReceipt } from './receipt-job';

type TApp = Pick<FastifyInstance, 'db' | 'payments' | 'clock' | 'log' | 'jobs'>;

const WHY: Record<TRefundReason, string> = {
  cart_missing: 'its cart no longer exists',
  cart_already_paid: 'the cart was already paid',
  post_sold: 'the post was marked sold before the renewal was paid',
  post_missing: 'the renewed post no longer exists',
};

/**
 * Applies a completed payment: publishes or renews its cart and queues its receipt, or, when that
 * cannot be done (the cart was already paid, the post was sold), pays it back. Returns once the outcome is committed
 * and any refund made; throws (and the provider delivers the event again) when a step fails.
 */
export async function applyPayment(app: TApp, event: TPaymentEvent): Promise<TPublishResult | undefined> {
  const { cartId, ...paid } = event;
  const now = app.clock();
  const result = await publishCart(
    app.db,
    cartId,
    now,
    paid,
    (tx, postId) => queuePostLive(app.jobs, tx, postId),
    (tx, paymentEventId) => queueReceipt(app, tx, { paymentEventId, paidAt: now.toISOString() }),
  );
  if (result && result.outcome === 'refund_pending') await settleRefund(app, result.paymentEventId);
  return result;
}

/**
 * Asks the provider to refund a payment recorded as 'refund_pending', then records the refund and
 * an audit entry. The idempotency key comes from the event, so a replay that asks again (because
 * the first answer was lost) refunds once.
 */
export async function settleRefund(app: TApp, paymentEventId: number): Promise<void> {
  const row = await repo.findPaymentEvent(app.db, paymentEventId);
  if (row?.outcome !== 'refund_pending') return;
  const refund = await app.payments.refund({
    sessionRef: row.sessionRef,
    paymentRef: row.paymentRef,
    idempotencyKey: `refund-${row.eventId}`,
  });
  const reason = WHY[row.refundReason ?? 'cart_missing'];
  const recorded = await repo.recordRefund(app.db, row.id, {
    reference: refund.reference,
    at: app.clock(),
    audit: {
      targetType: 'cart',
      targetId: String(row.cartId ?? '-'),
      details: `Refunded ${row.provider} payment ${row.paymentRef ?? row.sessionRef ?? row.eventId} (event ${row.eventId}, refund ${refund.reference}): ${reason}.`,
    },
  });
  if (recorded) app.log.warn({ paymentEvent: row.eventId, reason: row.refundReason }, 'payment refunded');
}

export interface TSessionPayment {
  status: 'pending' | 'paid' | 'refunded';
  reason: TRefundReason | null;
  /** The post this payment published or renewed (only once paid): /success links to it. */
  post_id: number | null;
}

/** The cart a test checkout's page names by its session reference (the page checks who asks). */
export function localCheckoutCart(app: Pick<TApp, 'db'>, ref: string) {
  return findCartByRef(app.db, ref);
}

/** What became of the seller's checkout session (the /success page asks): 404 for anyone else's. */
export async function sessionPayment(app: TApp, user: TSessionUser, ref: string): Promise<TSessionPayment> {
  const found = await repo.findSessionPayment(app.db, ref);
  if (!found || found.userId !== user.id) throw new AppError('NOT_FOUND', MESSAGES.cartNotFound);
  if (found.outcome === 'pending') return { status: 'pending', reason: null, post_id: null };
  if (found.outcome === 'applied') return { status: 'paid', reason: null, post_id: found.postId };
  return { status: 'refunded', reason: found.reason ?? null, post_id: null };
}
