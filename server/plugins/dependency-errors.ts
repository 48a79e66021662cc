import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';

// Failures of what the server depends on (the database, the disk), told apart from our own bugs:
// the error handler answers them 503 or 507 with words a person can act on, instead of a 500.

// Node's socket errors when the database cannot be reached or the connection breaks.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL's SQLSTATEs for a server going away or refusing new work for now.
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping or restarting
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
]);

// node-postgres and PGlite say these in words only (no code).
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i, // pool client lost mid-query, or connection timeout
  /timeout exceeded when trying to connect/i, // pool connectionTimeoutMillis
  /not queryable/i, // a client that already had a connection error
  /Cannot use a pool after calling end/i, // shutting down
  /PGlite is closed/i,
];

// The disk (or the quota) is full: the operating system's codes and PostgreSQL's disk_full.
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/** The error and every error it wraps (Drizzle's `cause`, Node's AggregateError `errors`). */
function* chain(err: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown }> {
  if (depth > 8 || typeof err !== 'object' || err === null) return;
  yield err as { code?: unknown; message?: unknown };
  const e = err as { cause?: unknown; errors?: unknown };
  if (e.cause !== undefined) yield* chain(e.cause, depth + 1);
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
}

/** True when the database could not be reached, dropped the connection or is restarting. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return true;
  }
  return false;
}

/** True when a write failed because the disk (files or database) is full. */
export function isStorageFull(err: unknown): boolean {
  for (const e of chain(err)) if (typeof e.code === 'string' && FULL_CODES.has(e.code)) return true;
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
