import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { errorChain } from '../db/unavailable';

// Failures of what the server depends on (the database, the disk), told apart from our own bugs:
// the error handler answers them 503 or 507 with words a person can act on, instead of a 500
// (a database away is told by db/unavailable).

// The disk (or the quota) is full: the operating system's codes and PostgreSQL's disk_full.
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/** True when a write failed because the disk (files or database) is full. */
export function isStorageFull(err: unknown): boolean {
  for (const e of errorChain(err)) if (typeof e.code === 'string' && FULL_CODES.has(e.code)) return true;
  return false;
}

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
