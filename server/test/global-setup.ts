import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { seedReferenceData } from '../db/seed/reference';
import { migrateDatabase } from '../startup/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { kind: 'pglite'; dumpFile: string } | { kind: 'pg'; template: string };
  }
}

/**
 * Migrates and seeds one database for the whole run; each test file then starts from a copy of it
 * (a PGlite data-dir dump, or a PostgreSQL template database with TEST_DB=pg).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'pg') {
    const template = `partsyard_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client(adminConnection());
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = openPostgres(connectionFor(template), 2);
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    await database.close();
    project.provide('testDb', { kind: 'pg', template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openPglite();
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  const dump = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!dump) throw new Error('PGlite dump failed');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-db-'));
  const dumpFile = path.join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDb', { kind: 'pglite', dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}

/** Where the PostgreSQL suite connects: DATABASE_URL, else libpq's PG* variables (pg_virtualenv sets them). */
export function adminConnection(): pg.ClientConfig {
  return process.env.DATABASE_URL ? { connectionString: process.env.DATABASE_URL } : {};
}

export function connectionFor(database: string): string {
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://localhost/postgres');
  if (!process.env.DATABASE_URL) {
    if (process.env.PGHOST)
      base.hostname = process.env.PGHOST.startsWith('/') ? 'localhost' : process.env.PGHOST;
    if (process.env.PGPORT) base.port = process.env.PGPORT;
    if (process.env.PGUSER) base.username = encodeURIComponent(process.env.PGUSER);
    if (process.env.PGPASSWORD) base.password = encodeURIComponent(process.env.PGPASSWORD);
  }
  base.pathname = `/${database}`;
  return base.toString();
}
