import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp } from '../../test/accounts';
import { until } from '../../test/database-away';
import { postInput } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { publishCart } from '../posts/publish';

// A suspension and a payment's publishing at the same moment, on PostgreSQL (PGlite has one
// connection, so nothing there runs at the same time): the post ends up hidden whichever goes first.
// Suspending locks the user FOR UPDATE, which conflicts with publishing's FOR KEY SHARE. PostgreSQL
// only (`npm run test:pg`).

let t: TTestApp;
let admin: { id: string; cookie: string };
const clients: pg.Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { admin: true });
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

let observer: pg.Client | undefined;
/** Whether some session waits for a row lock (the other side of the race is blocked). */
const someoneWaits = async () => {
  observer ??= await client();
  const res = await observer.query(
    `SELECT count(*)::int AS n FROM pg_locks WHERE locktype IN ('tuple', 'transactionid') AND NOT granted`,
  );
  return res.rows[0].n > 0;
};

async function sellerWithCart() {
  const seller = await createUser(t.app);
  const cart = await t.app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: { cookie: seller.cookie },
    payload: await postInput(t.app),
    remoteAddress: nextIp(),
  });
  expect(cart.statusCode, cart.body).toBe(201);
  return { seller, cartId: cart.json().id as number };
}

const statusOf = async (postId: number) =>
  (await t.app.db.execute(sql`SELECT status::text AS s FROM posts WHERE id = ${postId}`)).rows[0]?.s;

describe('a suspension racing a publishing', () => {
  it('hides a post published while the suspension waits (publishing held the seller first)', async () => {
    const { seller, cartId } = await sellerWithCart();
    const publisher = await client();
    await publisher.query('BEGIN');
    await publisher.query(`SELECT 1 FROM "user" WHERE id = $1 FOR KEY SHARE`, [seller.id]);
    const suspended = t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${seller.id}/suspend`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Race' },
    });
    await until(someoneWaits, 'the suspension waiting for the publishing');
    // The publishing goes on in its own transaction (as publish.ts does) and commits a live post.
    const [cart] = (await publisher.query('SELECT * FROM carts WHERE id = $1', [cartId])).rows;
    const inserted = await publisher.query(
      `INSERT INTO posts (user_id, vehicle_id, year, part_id, stock_number, description, price, currency)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        seller.id,
        cart.vehicle_id,
        cart.year,
        cart.part_id,
        cart.stock_number,
        cart.description,
        cart.price,
        cart.currency,
      ],
    );
    await publisher.query('COMMIT');
    const res = await suspended;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().hidden_posts).toBe(1);
    expect(await statusOf(inserted.rows[0].id)).toBe('hidden');
  });

  it('publishes hidden when the suspension held the seller first', async () => {
    const { seller, cartId } = await sellerWithCart();
    const suspender = await client();
    await suspender.query('BEGIN');
    await suspender.query(`SELECT 1 FROM "user" WHERE id = $1 FOR UPDATE`, [seller.id]);
    await suspender.query(`UPDATE "user" SET banned = true, ban_reason = 'Race' WHERE id = $1`, [seller.id]);
    const published = publishCart(t.app.db, cartId, new Date());
    await until(someoneWaits, 'the publishing waiting for the suspension');
    await suspender.query('COMMIT');
    const result = await published;
    expect(result).toMatchObject({ outcome: 'applied' });
    expect(await statusOf((result as { postId: number }).postId)).toBe('hidden');
  });
});
