import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type TDatabase } from '../db/client';
import { adminConnection, connectionFor } from '../test/global-setup';
import { testConfig } from '../test/test-config';
import { prepareDatabase } from './prepare';

// Instances that start together on one empty PostgreSQL database (a first deployment of N instances,
// or a rolling restart bringing a migration). PostgreSQL only (`npm run test:pg`).

const name = `partsyard_prep_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client(adminConnection());
const opened: TDatabase[] = [];

afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('preparing one database from several instances at once', () => {
  it('migrates once: every instance starts, and the lists and the admin exist once', async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const config = testConfig({ ADMIN_EMAIL: 'first-admin@example.com' });
    for (let i = 0; i < 3; i++) opened.push(openPostgres(connectionFor(name), 4));

    const results = await Promise.all(opened.map((database) => prepareDatabase(database, config)));

    // One of them made the lists and the admin; the others found them made.
    expect(results.filter((r) => r.vehiclesAdded > 0)).toHaveLength(1);
    expect(results.filter((r) => r.admin)).toHaveLength(1);
    const db = (opened[0] as TDatabase).db;
    const admins = await db.execute(
      sql`SELECT count(*)::int AS n FROM "user" WHERE email = 'first-admin@example.com'`,
    );
    expect((admins.rows[0] as { n: number }).n).toBe(1);
    const migrations = await db.execute(
      sql`SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct_n FROM drizzle.__drizzle_migrations`,
    );
    const m = migrations.rows[0] as { n: number; distinct_n: number };
    expect(m.n).toBe(m.distinct_n);
    expect(m.n).toBeGreaterThan(20);
  });
});
