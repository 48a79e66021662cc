import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { cartImages, carts, userdata } from '../../db/schema';

export type TCartRow = typeof carts.$inferSelect;

export function insertCart(db: Pick<TDb, 'insert'>, row: typeof carts.$inferInsert) {
  return db
    .insert(carts)
    .values(row)
    .returning()
    .then((r) => r[0] as TCartRow);
}

export function findCart(db: TDb, id: number) {
  return db
    .select()
    .from(carts)
    .where(eq(carts.id, id))
    .then((r) => r[0]);
}

export function findCartByRef(db: TDb, ref: string) {
  return db
    .select()
    .from(carts)
    .where(eq(carts.checkoutRef, ref))
    .then((r) => r[0]);
}

export function listCartImages(db: TDb, cartId: number) {
  return db.select().from(cartImages).where(eq(cartImages.cartId, cartId)).orderBy(asc(cartImages.position));
}

/** Adds a photo at the next position, or returns undefined when the cart already has `max`. */
export async function addCartImage(
  db: TDb,
  row: { cartId: number; storageKey: string; width: number; height: number },
  max: number,
) {
  return db.transaction(async (tx) => {
    // Lock the cart so two uploads at once cannot both take the fourth place.
    await tx.execute(sql`SELECT id FROM carts WHERE id = ${row.cartId} FOR UPDATE`);
    const existing = await tx.select().from(cartImages).where(eq(cartImages.cartId, row.cartId));
    if (existing.length >= max) return undefined;
    const position = existing.reduce((m, i) => Math.max(m, i.position + 1), 0);
    const [created] = await tx
      .insert(cartImages)
      .values({ ...row, position })
      .returning();
    return created;
  });
}

export function deleteCartImage(db: TDb, cartId: number, position: number) {
  return db
    .delete(cartImages)
    .where(and(eq(cartImages.cartId, cartId), eq(cartImages.position, position)))
    .returning()
    .then((r) => r[0]);
}

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** The newest unpaid renewal cart of a post: renewing again reuses it (and its open checkout). */
export function findPendingRenewal(tx: TTx, postId: number, userId: string) {
  return tx
    .select()
    .from(carts)
    .where(and(eq(carts.renewsPostId, postId), eq(carts.userId, userId), eq(carts.status, 'pending')))
    .orderBy(desc(carts.id))
    .limit(1)
    .then((r) => r[0]);
}

/** The cart, locked for update until the caller's transaction ends. */
export function lockCart(tx: TTx, id: number) {
  return tx
    .select()
    .from(carts)
    .where(eq(carts.id, id))
    .for('update')
    .then((r) => r[0]);
}

export function setCheckout(db: TDb | TTx, id: number, fields: Partial<typeof carts.$inferInsert>) {
  return db
    .update(carts)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(carts.id, id))
    .returning()
    .then((r) => r[0]);
}

export async function hasProfile(db: TDb, userId: string): Promise<boolean> {
  const rows = await db.select({ id: userdata.userId }).from(userdata).where(eq(userdata.userId, userId));
  return rows.length > 0;
}
