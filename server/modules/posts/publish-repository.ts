import { eq, sql } from 'drizzle-orm';
import type { TPaymentEvent } from '../../adapters/payments';
import type { TDb } from '../../db/client';
import {
  cartImages,
  carts,
  paymentEvents,
  postImages,
  posts,
  type TRefundReason,
  userdata,
} from '../../db/schema';

// The statements of publishing a paid cart (publish.ts holds the rules and the lock order): each
// runs in the caller's transaction.

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

export type TCartRow = typeof carts.$inferSelect;
export type TPostInsert = typeof posts.$inferInsert;

/** What an event already recorded came to, with the post of its cart; undefined when it is new. */
export async function findRecordedEvent(tx: TTx, eventId: string) {
  const [row] = await tx
    .select({
      id: paymentEvents.id,
      outcome: paymentEvents.outcome,
      reason: paymentEvents.refundReason,
      postId: carts.postId,
    })
    .from(paymentEvents)
    .leftJoin(carts, eq(carts.id, paymentEvents.cartId))
    .where(eq(paymentEvents.eventId, eventId));
  return row;
}

/** The cart's seller and the post it renews, read without locks (neither ever changes). */
export async function peekCart(tx: TTx, cartId: number) {
  const [row] = await tx
    .select({ userId: carts.userId, renewsPostId: carts.renewsPostId })
    .from(carts)
    .where(eq(carts.id, cartId));
  return row;
}

type TSellerLockRow = { banned: boolean };

/** Locks the seller's user row FOR KEY SHARE; whether the seller is suspended. */
export async function lockSellerKeyShare(tx: TTx, userId: string): Promise<boolean> {
  const seller = await tx.execute<TSellerLockRow>(
    sql`SELECT coalesce(banned, false) AS banned FROM "user" WHERE id = ${userId} FOR KEY SHARE`,
  );
  return seller.rows[0]?.banned === true;
}

/** Locks the post's row FOR UPDATE until the transaction ends. */
export async function lockPostForUpdate(tx: TTx, postId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM posts WHERE id = ${postId} FOR UPDATE`);
}

type TCartLockRow = { id: number };

/** Locks the cart's row FOR UPDATE; false when there is no such cart. */
export async function lockCartForUpdate(tx: TTx, cartId: number): Promise<boolean> {
  const locked = await tx.execute<TCartLockRow>(sql`SELECT id FROM carts WHERE id = ${cartId} FOR UPDATE`);
  return locked.rows.length > 0;
}

export async function findCart(tx: TTx, cartId: number): Promise<TCartRow | undefined> {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId));
  return cart;
}

/**
 * Records a provider event once: its row id, or undefined when the event was recorded already (a
 * concurrent delivery of it waits on the unique key, then finds it taken).
 */
export async function insertPaymentEvent(
  tx: TTx,
  event: Omit<TPaymentEvent, 'cartId'>,
  cartId: number | null,
): Promise<number | undefined> {
  const recorded = await tx
    .insert(paymentEvents)
    .values({
      provider: event.provider,
      eventId: event.eventId,
      type: event.type,
      cartId,
      sessionRef: event.sessionRef ?? null,
      paymentRef: event.paymentRef ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return recorded[0]?.id;
}

export async function markRefundPending(tx: TTx, paymentEventId: number, reason: TRefundReason) {
  await tx
    .update(paymentEvents)
    .set({ outcome: 'refund_pending', refundReason: reason })
    .where(eq(paymentEvents.id, paymentEventId));
}

/** The renewed post's end and status; undefined once it is deleted. */
export async function findRenewedPost(tx: TTx, postId: number) {
  const [row] = await tx
    .select({ expiresAt: posts.expiresAt, status: posts.status })
    .from(posts)
    .where(eq(posts.id, postId));
  return row;
}

export async function cancelCart(tx: TTx, cartId: number, now: Date) {
  await tx.update(carts).set({ status: 'cancelled', updatedAt: now }).where(eq(carts.id, cartId));
}

export async function renewPost(
  tx: TTx,
  postId: number,
  fields: { status: 'active' | 'hidden'; expiresAt: Date },
) {
  await tx
    .update(posts)
    .set({ status: fields.status, expiresAt: fields.expiresAt })
    .where(eq(posts.id, postId));
}

export async function markCartPublished(tx: TTx, cartId: number, postId: number, now: Date) {
  await tx.update(carts).set({ status: 'published', postId, updatedAt: now }).where(eq(carts.id, cartId));
}

/** The seller's profile (where the post is), if any. */
export async function findSellerProfile(tx: TTx, userId: string) {
  const [profile] = await tx.select().from(userdata).where(eq(userdata.userId, userId));
  return profile;
}

/** Inserts the post; its id. */
export async function insertPost(tx: TTx, values: TPostInsert): Promise<number> {
  const [post] = await tx.insert(posts).values(values).returning({ id: posts.id });
  if (!post) throw new Error('post insert returned no row');
  return post.id;
}

/** Gives the post the cart's photos (the same stored files, at the same positions). */
export async function copyCartPhotos(tx: TTx, cartId: number, postId: number) {
  const photos = await tx.select().from(cartImages).where(eq(cartImages.cartId, cartId));
  if (photos.length > 0) {
    await tx.insert(postImages).values(
      photos.map((p) => ({
        postId,
        position: p.position,
        storageKey: p.storageKey,
        width: p.width,
        height: p.height,
      })),
    );
  }
}
