import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type TBuildOptions } from '../app';
import type { TConfig } from '../config';
import { openPostgres, PGLITE_EXTENSIONS, type TDatabase, wrapPglite } from '../db/client';
import { adminConnection, connectionFor } from './global-setup';
import { testConfig } from './test-config';

/** A fresh, migrated and seeded database for one test file. */
export async function openTestDatabase(): Promise<TDatabase> {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') {
    const dump = new Blob([readFileSync(testDb.dumpFile)]);
    const client = await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
    return wrapPglite(client);
  }
  const name = `partsyard_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminConnection());
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.template}`);
  const database = openPostgres(connectionFor(name), 4);
  return {
    ...database,
    close: async () => {
      await database.close().catch(() => {}); // a test may have closed it already
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface TTestApp {
  app: FastifyInstance;
  database: TDatabase;
  config: TConfig;
  close(): Promise<void>;
}

/** The real app on a fresh database, for app.inject; close it in afterAll. */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  overrides: Partial<TConfig> = {},
  extra: Pick<TBuildOptions, 'clock' | 'payments' | 'pushAgent'> = {},
): Promise<TTestApp> {
  const database = await openTestDatabase();
  const config = { ...testConfig(env), ...overrides };
  const app = await buildApp({ config, database, logger: false, ...extra });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
