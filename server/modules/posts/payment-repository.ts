import { and, asc, eq } from 'drizzle-orm';
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
