import { PgBoss } from 'pg-boss';
import type { TDatabase } from '../../db/client';
import { JOB_SCHEMA, jobDatabase } from './database';

/**
 * Creates or updates the job queue's own schema (pg-boss migrates it to its pinned version), beside
 * the drizzle migrations: a database is ready for the queue once migrated.
 */
export async function installJobSchema(database: TDatabase): Promise<void> {
  const boss = new PgBoss({
    db: jobDatabase(database),
    schema: JOB_SCHEMA,
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    supervise: false,
    schedule: false,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
