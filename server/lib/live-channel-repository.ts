import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';

/** Queues a notification on `channel`: PostgreSQL sends it when the surrounding transaction commits. */
export async function notifyChannel(
  tx: Pick<TDb, 'execute'>,
  channel: string,
  payload: string,
): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}
