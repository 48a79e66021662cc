import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres, type TDatabase } from '../../db/client';
import { createUser } from '../../test/accounts';
import { openTestDatabase } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { CATALOG_TTL_MS } from './service';

// Two server instances on one database: an admin's edit on one drops the cached lists on the other
// too (a notification on the database's channel), long before the lists' 30 s lifetime would. On
// PostgreSQL each instance has its own pool and LISTEN connection; PGlite is one embedded database
// in this process, shared by both.

let database: TDatabase;
let poolB: TDatabase | undefined;
let appA: FastifyInstance;
let appB: FastifyInstance;
let admin: { cookie: string };

beforeAll(async () => {
  database = await openTestDatabase();
  appA = await buildApp({ config: testConfig(), database, logger: false });
  if (database.kind === 'pglite') {
    appB = await buildApp({ config: testConfig(), database, logger: false });
  } else {
    if (!database.connectionString) throw new Error('a PostgreSQL test database has a connection string');
    poolB = openPostgres(database.connectionString, 2);
    appB = await buildApp({ config: testConfig(), database: poolB, logger: false });
  }
  await Promise.all([appA.ready(), appB.ready()]);
  admin = await createUser(appA, { admin: true });
});
afterAll(async () => {
  await appB?.close();
  await poolB?.close();
  await appA?.close();
  await database?.close();
});

// Well inside the lists' own lifetime (seeing the change by then means the notification did it),
// yet generous: a busy machine takes seconds where a quiet one takes milliseconds.
const DEADLINE_MS = 15_000;

async function listOn(app: FastifyInstance, kind: 'vehicles' | 'parts') {
  const res = await app.inject({ method: 'GET', url: `/api/${kind}` });
  expect(res.statusCode).toBe(200);
  const rows = res.json() as Array<{ id: number; name?: string; part_name?: string }>;
  return { names: rows.map((r) => r.name ?? r.part_name), etag: res.headers.etag };
}
const edit = (app: FastifyInstance, method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: { cookie: admin.cookie }, payload });

describe('catalog edits on two instances', () => {
  it("shows a vehicle added on A in B's list, and a rename on B in A's", async () => {
    expect(DEADLINE_MS).toBeLessThan(CATALOG_TTL_MS);
    // Both instances hold the list before the edit.
    const beforeA = await listOn(appA, 'vehicles');
    const beforeB = await listOn(appB, 'vehicles');
    expect(beforeB.etag).toBe(beforeA.etag);

    const created = await edit(appA, 'POST', '/api/admin/vehicles', { name: 'Twoyard - Shared' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    await expect
      .poll(async () => (await listOn(appB, 'vehicles')).names, { timeout: DEADLINE_MS, interval: 20 })
      .toContain('Twoyard - Shared');
    expect((await listOn(appB, 'vehicles')).etag).not.toBe(beforeB.etag);

    const renamed = await edit(appB, 'PUT', `/api/admin/vehicles/${id}`, { name: 'Twoyard - Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect
      .poll(async () => (await listOn(appA, 'vehicles')).names, { timeout: DEADLINE_MS, interval: 20 })
      .toContain('Twoyard - Renamed');
    expect((await listOn(appA, 'vehicles')).names).not.toContain('Twoyard - Shared');
    // The editing instance itself shows it at once.
    expect((await listOn(appB, 'vehicles')).names).toContain('Twoyard - Renamed');
  });

  it("shows a part added on B in A's list", async () => {
    await listOn(appA, 'parts');
    const created = await edit(appB, 'POST', '/api/admin/parts', {
      part_name: 'Twoyard Shared Part',
      part_name_fr: 'Pièce partagée',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await listOn(appB, 'parts')).names).toContain('Twoyard Shared Part');
    await expect
      .poll(async () => (await listOn(appA, 'parts')).names, { timeout: DEADLINE_MS, interval: 20 })
      .toContain('Twoyard Shared Part');
  });

  it('refuses on one instance a name just added on the other, in any case', async () => {
    const first = await edit(appA, 'POST', '/api/admin/vehicles', { name: 'Twoyard - Once' });
    expect(first.statusCode).toBe(201);
    const again = await edit(appB, 'POST', '/api/admin/vehicles', { name: 'TWOYARD - once' });
    expect(again.statusCode).toBe(409);
  });
});
