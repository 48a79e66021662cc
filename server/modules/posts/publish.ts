import { AD_LIFETIME_DAYS } from '@common/rules/fees';
import { eq, sql } from 'drizzle-orm';
import type { TPaymentEvent } from '../../adapters/payments';
import type { TDb } from '../../db/client';
import { cartImages, carts, paymentEvents, postImages, posts, userdata } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** City-level precision (about a kilometre): a post never points at the seller's door. */
const coarse = (v: number | null) => (v == null ? null : Math.round(v * 100) / 100);

export interface TPublishResult {
  postId: number;
  /** True when this event or cart had already been handled: nothing new was made. */
  already: boolean;
}

/**
 * Publishes a paid (or fee-waived) cart as a post, or renews the post it names, in one transaction.
 * Idempotent: a provider event is recorded once (a replay does nothing) and a published cart is
 * never published twice.
 */
export async function publishCart(
  db: TDb,
  cartId: number,
  now: Date,
  event?: Omit<TPaymentEvent, 'cartId'>,
): Promise<TPublishResult | undefined> {
  return db.transaction(async (tx) => {
    if (event) {
      const recorded = await tx
        .insert(paymentEvents)
        .values({ provider: event.provider, eventId: event.eventId, type: event.type, cartId })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (recorded.length === 0) {
        const [cart] = await tx.select({ postId: carts.postId }).from(carts).where(eq(carts.id, cartId));
        return cart?.postId ? { postId: cart.postId, already: true } : undefined;
      }
    }
    const locked = await tx.execute(sql`SELECT id FROM carts WHERE id = ${cartId} FOR UPDATE`);
    if (locked.rows.length === 0) return undefined;
    const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId));
    if (!cart) return undefined;
    if (cart.status === 'published' && cart.postId) return { postId: cart.postId, already: true };

    const expiresAt = new Date(now.getTime() + AD_LIFETIME_DAYS * DAY_MS);
    let postId: number;
    if (cart.renewsPostId) {
      // A renewal adds a year from today (or from the current end, if still running).
      const [row] = await tx
        .select({ expiresAt: posts.expiresAt })
        .from(posts)
        .where(eq(posts.id, cart.renewsPostId));
      if (!row) return undefined;
      const from = Math.max(now.getTime(), new Date(row.expiresAt).getTime());
      await tx
        .update(posts)
        .set({ status: 'active', expiresAt: new Date(from + AD_LIFETIME_DAYS * DAY_MS) })
        .where(eq(posts.id, cart.renewsPostId));
      postId = cart.renewsPostId;
    } else {
      const [profile] = await tx.select().from(userdata).where(eq(userdata.userId, cart.userId));
      const [post] = await tx
        .insert(posts)
        .values({
          userId: cart.userId,
          vehicleId: cart.vehicleId,
          year: cart.year,
          partId: cart.partId,
          stockNumber: cart.stockNumber,
          description: cart.description,
          price: cart.price,
          currency: cart.currency,
          city: profile?.city ?? null,
          state: profile?.state ?? null,
          country: profile?.country ?? null,
          lat: coarse(profile?.lat ?? null),
          lng: coarse(profile?.lng ?? null),
          createdAt: now,
          expiresAt,
        })
        .returning({ id: posts.id });
      if (!post) throw new Error('post insert returned no row');
      postId = post.id;
      const photos = await tx.select().from(cartImages).where(eq(cartImages.cartId, cart.id));
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
    await tx.update(carts).set({ status: 'published', postId, updatedAt: now }).where(eq(carts.id, cart.id));
    return { postId, already: false };
  });
}
