import type { TSearchPage } from '@common/contracts/search';
import { MESSAGES } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postImages, posts } from '../../db/schema';
import { createUser } from '../../test/accounts';
import { addFirstFitmentRows } from '../../test/fitments';
import { someIds } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// GET /api/posts/search: paging (range_from/range_to, hasMore, limits) and the two sorts over the
// whole result set. The posts are inserted straight into the table (as publish.ts writes them),
// with ties in price and year on purpose, and a few that are not live among them.

const NOW = new Date('2027-06-01T12:00:00Z');
const DAY = 86_400_000;
const LIVE = 37;
let t: TTestApp;

interface TRow {
  id: number;
  price: number;
  year: number;
}
let live: TRow[] = [];
let sellerId = '';

beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => NOW });
  const seller = await createUser(t.app, { username: 'bulk_seller' });
  sellerId = seller.id;
  const { vehicleId, partId } = await someIds(t.app);
  const base = {
    userId: seller.id,
    vehicleId,
    partId,
    currency: 'CAD' as const,
    city: 'Beverly Hills',
    state: 'CA',
    country: 'United States',
    lat: 34.07,
    lng: -118.4,
    createdAt: new Date(NOW.getTime() - DAY),
    expiresAt: new Date(NOW.getTime() + 364 * DAY),
  };
  // Prices repeat (11 values) and years repeat (5 values): many ties for the id to break.
  const rows = Array.from({ length: LIVE }, (_, i) => ({
    ...base,
    year: 2000 + ((i * 7) % 5),
    price: (((i * 37) % 11) * 10 + 5 + (i % 3 === 0 ? 0.5 : 0)).toFixed(2),
    stockNumber: `BULK-${i}`,
    description: `Bulk part number ${i}.`,
  }));
  const inserted = await t.app.db
    .insert(posts)
    .values(rows)
    .returning({ id: posts.id, price: posts.price, year: posts.year });
  live = inserted.map((r) => ({ id: r.id, price: Number(r.price), year: r.year }));
  // Photos for a few, so the decorated page carries them.
  const first = live[0] as TRow;
  await t.app.db.insert(postImages).values([
    { postId: first.id, position: 1, storageKey: `posts/${seller.id}/bulk/a`, width: 64, height: 48 },
    { postId: first.id, position: 0, storageKey: `posts/${seller.id}/bulk/b`, width: 64, height: 48 },
  ]);
  // Not live: sold, expired by the job, and past its expiry though still 'active'.
  await t.app.db.insert(posts).values([
    {
      ...base,
      year: 2001,
      price: '1.00',
      stockNumber: 'GONE-1',
      description: 'Sold.',
      status: 'sold',
      soldAt: NOW,
    },
    { ...base, year: 2001, price: '1.00', stockNumber: 'GONE-2', description: 'Expired.', status: 'expired' },
    {
      ...base,
      year: 2001,
      price: '1.00',
      stockNumber: 'GONE-3',
      description: 'Past expiry.',
      createdAt: new Date(NOW.getTime() - 400 * DAY),
      expiresAt: new Date(NOW.getTime() - 35 * DAY),
    },
  ]);
  await addFirstFitmentRows(t.app);
});
afterAll(() => t.close());

async function get(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/posts/search?${query}` });
}
async function page(query: string) {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TSearchPage;
}
const ids = (p: TSearchPage) => p.posts.map((x) => x.id);

type TOrder = 'price-asc' | 'price-desc' | 'year-asc' | 'year-desc';
function sorted(order: TOrder): number[] {
  const sign = order.endsWith('desc') ? -1 : 1;
  const byYear = order.startsWith('year');
  return [...live]
    .sort((a, b) => sign * ((byYear ? a.year - b.year : 0) || a.price - b.price || a.id - b.id))
    .map((r) => r.id);
}

/** Every page of a search, in turn, until one says no more follow. */
async function walk(query: string, size: number) {
  const seen: number[] = [];
  const pages: TSearchPage[] = [];
  for (let from = 0; pages.length === 0 || pages.at(-1)?.hasMore; from += size) {
    const p = await page(`${query}&range_from=${from}&range_to=${from + size - 1}`);
    pages.push(p);
    seen.push(...ids(p));
    if (pages.length > 20) throw new Error('paging never ends');
  }
  return { seen, pages };
}

describe('paging', () => {
  it('starts at rows 0 to 9: 10 a page, cheapest first', async () => {
    const p = await page('');
    expect(p).toMatchObject({ range_from: 0, range_to: 9, hasMore: true });
    expect(ids(p)).toEqual(sorted('price-asc').slice(0, 10));
    const second = await page('range_from=10');
    expect(second).toMatchObject({ range_from: 10, range_to: 19, hasMore: true });
    expect(ids(second)).toEqual(sorted('price-asc').slice(10, 20));
  });

  it('says hasMore only when more rows follow, and a page past the end is empty', async () => {
    const last = await page('range_from=30&range_to=39');
    expect(ids(last)).toEqual(sorted('price-asc').slice(30));
    expect(last.posts).toHaveLength(LIVE - 30);
    expect(last.hasMore).toBe(false);
    // Exactly to the last row: none follows. One short of it: one follows.
    expect((await page(`range_from=0&range_to=${LIVE - 1}`)).hasMore).toBe(false);
    const short = await page(`range_from=0&range_to=${LIVE - 2}`);
    expect(short.hasMore).toBe(true);
    expect(short.posts).toHaveLength(LIVE - 1);
    expect((await page(`range_from=${LIVE - 1}&range_to=${LIVE - 1}`)).posts).toHaveLength(1);
    for (const from of [LIVE, 40, 500, 10_000]) {
      const beyond = await page(`range_from=${from}`);
      expect(beyond.posts).toEqual([]);
      expect(beyond.hasMore).toBe(false);
    }
  });

  it('gives at most 50 rows a call, and pages no deeper than 10,000 rows', async () => {
    const fifty = await page('range_from=0&range_to=49');
    expect(fifty.posts).toHaveLength(LIVE);
    expect(fifty.range_to).toBe(49);
    for (const query of ['range_from=0&range_to=50', 'range_from=100&range_to=150', 'range_to=1000']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION',
        message: MESSAGES.rangeInvalid,
      });
    }
    const deep = await get('range_from=10001');
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      message: MESSAGES.rangeTooDeep,
    });
    expect((await page('range_from=10000&range_to=10049')).posts).toEqual([]);
  });

  it('shows the photos of each post in order', async () => {
    const first = live[0] as TRow;
    const p = await page(`range_to=49`);
    const post = p.posts.find((x) => x.id === first.id);
    expect(post?.images.map((i) => [i.position, i.image])).toEqual([
      [0, `/media/posts/${sellerId}/bulk/b-full.webp`],
      [1, `/media/posts/${sellerId}/bulk/a-full.webp`],
    ]);
  });
});

describe('sorting the whole result set', () => {
  const orders: { order: TOrder; query: string }[] = [
    { order: 'price-asc', query: 'order_by=price&direction=asc' },
    { order: 'price-asc', query: 'order_by=price' },
    { order: 'price-asc', query: '' },
    { order: 'price-desc', query: 'order_by=price&direction=desc' },
    { order: 'year-asc', query: 'order_by=year&direction=asc' },
    { order: 'year-asc', query: 'order_by=year' },
    { order: 'year-desc', query: 'order_by=year&direction=desc' },
  ];
  it.each(orders)(
    '$order ($query): every page in turn, each post once, none skipped',
    async ({ order, query }) => {
      const want = sorted(order);
      for (const size of [10, 7, 50]) {
        const { seen, pages } = await walk(query, size);
        expect(seen).toEqual(want);
        expect(new Set(seen).size).toBe(LIVE);
        expect(pages.at(-1)?.hasMore).toBe(false);
        for (const p of pages.slice(0, -1)) expect(p.posts).toHaveLength(size);
      }
    },
  );

  it('orders the values, not only the page in view (year ties broken by price, then id)', async () => {
    const all = (await page('order_by=year&direction=asc&range_to=49')).posts;
    for (let i = 1; i < all.length; i++) {
      const a = all[i - 1];
      const b = all[i];
      if (!a || !b) continue;
      expect(a.year <= b.year).toBe(true);
      if (a.year === b.year) {
        expect(a.price <= b.price).toBe(true);
        if (a.price === b.price) expect(a.id < b.id).toBe(true);
      }
    }
    const cheapest = (await page('order_by=price&range_to=0')).posts[0];
    const dearest = (await page('order_by=price&direction=desc&range_to=0')).posts[0];
    expect(cheapest?.price).toBe(Math.min(...live.map((r) => r.price)));
    expect(dearest?.price).toBe(Math.max(...live.map((r) => r.price)));
  });

  it('pages a filtered search the same way', async () => {
    const year = 2002;
    const want = sorted('price-desc').filter((id) => live.find((r) => r.id === id)?.year === year);
    expect(want.length).toBeGreaterThan(3);
    const { seen } = await walk(`search_year=${year}&order_by=price&direction=desc`, 3);
    expect(seen).toEqual(want);
  });
});
