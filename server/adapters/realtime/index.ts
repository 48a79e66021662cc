import type { TDatabase } from '../../db/client';
import { createPgliteRealtime } from './pglite';
import { createPostgresRealtime } from './postgres';
import type { TRealtime } from './types';

export type { TRealtime } from './types';

/** The embedded database's in-process notifications, or a LISTEN connection to PostgreSQL. */
export function createRealtime(
  database: TDatabase,
  log: Parameters<typeof createPostgresRealtime>[1],
): TRealtime {
  if (database.pglite) return createPgliteRealtime(database.pglite);
  if (!database.connectionString) throw new Error('A PostgreSQL database needs its connection string');
  return createPostgresRealtime(database.connectionString, log);
}
