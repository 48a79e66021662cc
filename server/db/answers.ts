import { sql } from 'drizzle-orm';
import type { TDb } from './client';

/** A query that has not answered by then counts as failed (a caller must not wait on a dead link). */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * True when the database answers a trivial query within `ms`. Libraries that wrap a database failure
 * in an error of their own (Better Auth's 'Failed to get session') are told apart this way.
 */
export async function databaseAnswers(db: Pick<TDb, 'execute'>, ms = 3000): Promise<boolean> {
  try {
    await withTimeout(db.execute(sql`select 1`), ms);
    return true;
  } catch {
    return false;
  }
}
