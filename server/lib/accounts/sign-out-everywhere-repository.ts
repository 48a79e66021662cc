import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { session } from '../../db/schema';

/** Deletes every session of the user (Better Auth reads sessions from the database). */
export async function deleteSessionsOf(tx: Pick<TDb, 'delete'>, userId: string): Promise<void> {
  await tx.delete(session).where(eq(session.userId, userId));
}
