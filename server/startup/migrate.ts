import { installJobSchema } from '../adapters/jobs/install';
import type { TDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';

/**
 * Applies every migration not yet applied, then brings the job queue's own schema (pgboss) to its
 * version: a database is ready for the app, and for its queue, once both ran.
 */
export async function migrateDatabase(database: TDatabase): Promise<void> {
  await applyMigrations(database);
  await installJobSchema(database);
}
