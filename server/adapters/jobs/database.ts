import { sql } from 'drizzle-orm';
import { type Db, fromDrizzle, fromPglite } from 'pg-boss';
import type { TDatabase } from '../../db/client';
import type { TJobTx } from './types';

// How pg-boss reaches the database: the app's own connections, never a pool of its own. On PGlite
// the one embedded instance (its fromPglite adapter serializes with the app's queries); on
// PostgreSQL the app's node-postgres pool; inside a transaction, the drizzle transaction.

/** The pg-boss schema: its tables live there, outside the drizzle migrations. */
export const JOB_SCHEMA = 'pgboss';

export function jobDatabase(database: TDatabase): Db {
  if (database.pglite) return fromPglite(database.pglite);
  const pool = database.pool;
  if (!pool) throw new Error('A PostgreSQL database needs its pool for the job queue');
  return {
    // A statement without parameters may hold several (pg-boss's migrations): node-postgres sends
    // those with the simple protocol and answers an array, which pg-boss unwraps.
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    poolCounts: () => ({
      max: pool.options.max ?? 10,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/** A drizzle transaction as pg-boss's database: what is sent through it commits with it. */
export function transactionDatabase(tx: TJobTx): Db {
  return fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql);
}
