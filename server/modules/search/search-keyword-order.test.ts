import type { TSearchPage } from '@common/contracts/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { someIds } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// A keyword page in price or year order is read band by band (price bands and years kept as
// lexemes in the search column): every page, in every order, is the same as the plain query's
// (all matches sorted), whatever the keyword's form, and the bands' lexemes match no keyword.

const NOW = new Date('2027-03-01T12:00:00Z');
let t: TTestApp;

// Prices across many bands (under 1, band edges, equal prices, the highest a price can be).
const PRICES = [
  0, 0.5, 0.99, 1, 1.1, 2.99, 9.99, 10, 10.49, 10.5, 55, 55, 55, 55.01, 120, 999.99, 1000, 25_000,
  9_999_999_999.99,
];
const WORDS = ['gasket red', 'gasket', 'blue pump gasket', 'pump blue', 'red blue pump', 'gasket pump'];

beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => NOW });
  const seller = await createUser(t.app, { profile: false });
  const { vehicleId, partId } = await someIds(t.app);
  let n = 0;
  for (const price of PRICES) {
    for (const words of WORDS) {
      n++;
      // Years repeat across prices; some posts sold or expired (never listed).
      const year = 1990 + ((n * 7) % 23);
      const status = n % 17 === 0 ? 'sold' : 'active';
      const expires = n % 13 === 0 ? '2027-02-01T00:00:00Z' : '2028-01-01T00:00:00Z';
      await t.app.db.execute(sql`
        INSERT INTO posts (user_id, vehicle_id, year, part_id, stock_number, description, price, status, expires_at)
        VALUES (${seller.id}, ${vehicleId}, ${year}, ${partId}, ${`ST-${n}`}, ${`A used ${words}, item ${n}.`},
          ${price}, ${status}, ${expires})`);
    }
  }
});

afterAll(async () => {
  await t.close();
});

async function page(query: Record<string, string | number>): Promise<number[]> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject({ method: 'GET', url: `/api/posts/search?${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TSearchPage).posts.map((p) => p.id);
}

/** The same page from the plain query: every live match, sorted, then sliced. */
async function plain(q: string, orderBy: 'price' | 'year', desc: boolean, from: number, to: number) {
  const dir = sql.raw(desc ? 'DESC' : 'ASC');
  const order =
    orderBy === 'year'
      ? sql`p.year ${dir}, p.price_cad ${dir}, p.id ${dir}`
      : sql`p.price_cad ${dir}, p.id ${dir}`;
  const stock = q.length >= 3 ? sql`OR p.stock_number ILIKE ${`%${q}%`}` : sql``;
  const res = await t.app.db.execute(sql`
    SELECT p.id FROM posts p
    WHERE p.status = 'active' AND p.expires_at > ${NOW.toISOString()}
      AND (p.search @@ websearch_to_tsquery('english', ${q}) ${stock})
    ORDER BY ${order} LIMIT ${to - from + 1} OFFSET ${from}`);
  return (res.rows as { id: number }[]).map((r) => Number(r.id));
}

describe('keyword pages in price and year order', () => {
  const keywords = [
    'gasket', // one word: its posts in each band
    'gaskets', // the same stem
    'pump gasket', // words together
    '"blue pump"', // a phrase: 'blue pump' posts, not 'pump blue'
    'blue -red', // a word without another
    'red or gasket', // either word
    'the', // a stop word only: nothing
    'st-1', // a stock number fragment (and its words)
  ];
  const orders = [
    { order_by: 'price', direction: 'asc' },
    { order_by: 'price', direction: 'desc' },
    { order_by: 'year', direction: 'asc' },
    { order_by: 'year', direction: 'desc' },
  ] as const;
  const ranges = [
    [0, 9],
    [5, 14],
    [30, 49],
    [90, 99],
  ] as const;

  it.each(keywords)('q=%s: every page in every order is the plain query’s', async (q) => {
    for (const o of orders) {
      for (const [from, to] of ranges) {
        const got = await page({ q, ...o, range_from: from, range_to: to });
        const want = await plain(q, o.order_by, o.direction === 'desc', from, to);
        expect(got, `${q} ${o.order_by} ${o.direction} ${from}-${to}`).toEqual(want);
      }
    }
  });

  it('finds matches in the first and the last price band', async () => {
    const priceOf = async (id = 0) => {
      const res = await t.app.db.execute(sql`SELECT price::float8 AS price FROM posts WHERE id = ${id}`);
      return (res.rows as { price: number }[])[0]?.price;
    };
    expect(await priceOf((await page({ q: 'gasket' }))[0])).toBe(0);
    expect(await priceOf((await page({ q: 'gasket', direction: 'desc' }))[0])).toBe(9_999_999_999.99);
  });

  it('never matches the bands’ own lexemes, however the keyword is written', async () => {
    const [band] = (await t.app.db.execute(sql`SELECT floor(ln(55::float8) * 10)::int AS band`)).rows as {
      band: number;
    }[];
    for (const q of [
      `p${band?.band}`,
      `' p${band?.band}'`,
      `" p${band?.band}"`,
      'y2000',
      "' y2000'",
      `gasket p${band?.band}`,
    ]) {
      expect(await page({ q }), q).toEqual([]);
    }
  });
});
