import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { until } from '../../test/database-away';
import { someIds } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// A rate change and a USD post written at the same moment, on PostgreSQL (PGlite has one
// connection, so nothing there runs at the same time): the post ends up priced at the new rate
// whichever commits first (migration 0013's advisory lock, shared by the trigger, taken alone by
// the change). PostgreSQL only (`npm run test:pg`).

let t: TTestApp;
let admin: { id: string; cookie: string };
let seller: { id: string };
let ids: { vehicleId: number; partId: number };
const clients: pg.Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { admin: true });
  seller = await createUser(t.app);
  ids = await someIds(t.app);
});
afterAll(async () => {
  for (const c of clients) await c.end().catch(() => {});
  await t.close();
});

async function client() {
  if (!t.database.connectionString) throw new Error('a PostgreSQL test database has a connection string');
  const c = new pg.Client({ connectionString: t.database.connectionString });
  await c.connect();
  clients.push(c);
  return c;
}

const insertUsd = (c: pg.Client, stock: string) =>
  c.query(
    `INSERT INTO posts (user_id, vehicle_id, year, part_id, stock_number, description, price, currency)
     VALUES ($1, $2, 2015, $3, $4, 'x', 100, 'USD')`,
    [seller.id, ids.vehicleId, ids.partId, stock],
  );
let observer: pg.Client | undefined;
const look = async () => {
  observer ??= await client();
  return observer;
};
const priceCad = async (stock: string) =>
  (await (await look()).query('SELECT price_cad::text AS v FROM posts WHERE stock_number = $1', [stock]))
    .rows[0]?.v;
/** Whether some session waits for an advisory lock (the other side of the race is blocked). */
const someoneWaits = async () =>
  (
    await (
      await look()
    ).query(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`)
  ).rows[0].n > 0;
const putRate = (usdCad: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/exchange-rate',
    headers: { cookie: admin.cookie },
    payload: { usd_cad: usdCad },
  });

describe('a rate change racing a USD post', () => {
  it('reprices a post written before the change commits (the change waits for it)', async () => {
    const writer = await client();
    await writer.query('BEGIN');
    await insertUsd(writer, 'RACE-1'); // priced at 1.40, not yet committed
    const change = putRate(1.2);
    await until(someoneWaits, 'waiting for the post to commit');
    await writer.query('COMMIT');
    expect((await change).statusCode).toBe(200);
    expect(await priceCad('RACE-1')).toBe('120.00');
  });

  it('prices a post written during a change at the new rate (the post waits for it)', async () => {
    const changer = await client();
    await changer.query('BEGIN');
    await changer.query('SELECT pg_advisory_xact_lock(1431520323)');
    await changer.query(`UPDATE site_settings SET value = '1.1' WHERE key = 'usd_cad_rate'`);
    const writer = await client();
    const written = insertUsd(writer, 'RACE-2');
    await until(someoneWaits, 'waiting for the change to commit');
    await changer.query('COMMIT');
    await written;
    expect(await priceCad('RACE-2')).toBe('110.00');
  });
});
