import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { auditLog, carts, paymentEvents } from '../../db/schema';

/** The audit log's actor for what the server does by itself (no admin account behind it). */
export const SYSTEM_ACTOR = 'system';

export function findPaymentEvent(db: TDb, id: number) {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.id, id))
    .then((r) => r[0]);
}

/**
 * Marks a pending refund done and writes its audit entry, together; false when another delivery
 * of the same event recorded it first (one entry per refund).
 */
export async function recordRefund(
  db: TDb,
  id: number,
  refund: { reference: string; at: Date; audit: { targetType: string; targetId: string; details: string } },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(paymentEvents)
      .set({ outcome: 'refunded', refundRef: refund.reference, refundedAt: refund.at })
      .where(and(eq(paymentEvents.id, id), eq(paymentEvents.outcome, 'refund_pending')))
      .returning({ id: paymentEvents.id });
    if (done.length === 0) return false;
    await tx.insert(auditLog).values({
      adminId: null,
      adminEmail: SYSTEM_ACTOR,
      action: 'payment.refund',
      ...refund.audit,
    });
    return true;
  });
}

/**
 * What became of the payment of a checkout session, with the cart's seller (to check who asks) and
 * the post the cart published or renewed.
 */
export async function findSessionPayment(db: TDb, sessionRef: string) {
  const [paid] = await db
    .select({
      outcome: paymentEvents.outcome,
      reason: paymentEvents.refundReason,
      userId: carts.userId,
      postId: carts.postId,
    })
    .from(paymentEvents)
    .innerJoin(carts, eq(carts.id, paymentEvents.cartId))
    .where(eq(paymentEvents.sessionRef, sessionRef))
    .orderBy(asc(paymentEvents.id))
    .limit(1);
  if (paid) return paid;
  const [open] = await db
    .select({ userId: carts.userId })
    .from(carts)
    .where(eq(carts.checkoutRef, sessionRef));
  return open ? { outcome: 'pending' as const, reason: null, userId: open.userId, postId: null } : undefined;
}

/** What a payment's receipt says: the fee paid, for what post, by whom, under which reference. */
export interface TReceiptFacts {
  email: string;
  userId: string;
  feeAmount: string;
  currency: string;
  renewal: boolean;
  reference: string;
  /** The post paid for, while it exists. */
  post: { id: number; year: number; vehicle_name: string; part_name: string } | null;
}

/** A payment applied to its cart, with what its receipt needs; undefined for any other. */
export async function receiptFacts(db: Pick<TDb, 'execute'>, paymentEventId: number) {
  const res = await db.execute(sql`
    SELECT u.email, c.user_id, c.fee_amount::text AS fee_amount, c.currency,
      c.renews_post_id IS NOT NULL AS renewal,
      coalesce(pe.payment_ref, pe.session_ref, pe.event_id) AS reference,
      p.id AS post_id, p.year, v.name AS vehicle_name, pa.part_name
    FROM payment_events pe
    JOIN carts c ON c.id = pe.cart_id
    JOIN "user" u ON u.id = c.user_id AND u.deleted_at IS NULL
    LEFT JOIN posts p ON p.id = c.post_id
    LEFT JOIN vehicles v ON v.id = p.vehicle_id
    LEFT JOIN parts pa ON pa.id = p.part_id
    WHERE pe.id = ${paymentEventId} AND pe.outcome = 'applied'`);
  const row = res.rows[0] as Record<string, unknown> | undefined;
  if (!row) return undefined;
  return {
    email: String(row.email),
    userId: String(row.user_id),
    feeAmount: String(row.fee_amount ?? '0.00'),
    currency: String(row.currency),
    renewal: row.renewal === true,
    reference: String(row.reference),
    post:
      row.post_id == null
        ? null
        : {
            id: Number(row.post_id),
            year: Number(row.year),
            vehicle_name: String(row.vehicle_name),
            part_name: String(row.part_name),
          },
  } satisfies TReceiptFacts;
}
