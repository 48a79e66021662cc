import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { pushSubscriptions, userdata } from '../../db/schema';

export type TPushRow = typeof pushSubscriptions.$inferSelect;

/**
 * Stores a device's subscription, or updates it: an endpoint belongs to one browser, so a second
 * account subscribing on it takes it over (the last one signed in on that device gets the pushes).
 */
export async function upsert(
  db: TDb,
  row: { userId: string; endpoint: string; p256dh: string; auth: string; userAgent: string },
) {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        p256dh: row.p256dh,
        auth: row.auth,
        userAgent: row.userAgent,
        createdAt: sql`now()`,
        lastSuccessAt: null,
      },
    });
}

/** Removes the user's own subscription at this endpoint; says whether there was one. */
export async function removeOwn(db: TDb, userId: string, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export async function listForUser(db: TDb, userId: string): Promise<TPushRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** The push service says this subscription is gone (404/410). */
export async function removeById(db: TDb, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markSuccess(db: TDb, id: number, at: Date) {
  await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
}

export async function findUsername(db: TDb, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ username: userdata.username })
    .from(userdata)
    .where(eq(userdata.userId, userId));
  return row?.username;
}
