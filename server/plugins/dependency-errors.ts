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
