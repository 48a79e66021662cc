import type { TSearchPage } from '@common/contracts/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { createUser } from '../../test/accounts';
import { addFirstFitmentRows } from '../../test/fitments';
import { createPost, postInput, someIds } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { COUNT_TTL_MS, countCacheStats } from './count-cache';

// Each instance keeps the match counts it made, with the number of the search's key (migration
// 0017): a repeated search reuses its count, and a change to a post it could match (its part, its
// fitment rows, its place, a vehicle's name; on any instance: the numbers are in the database)
// makes the next search count again, while other searches keep theirs. The page is always read
// fresh, and it bounds the count.

const DAY = 86_400_000;
let now = new Date('2027-06-01T12:00:00Z');
let t: TTestApp;
let seller: Awaited<ReturnType<typeof createUser>>;
let vehicleId: number;
let partId: number;

beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => now });
  seller = await createUser(t.app, { username: 'cache_seller' });
  const ids = await someIds(t.app);
  vehicleId = ids.vehicleId;
  partId = ids.partId;
  // 15 live 2005 posts (two pages and a half), 3 live 2006 posts.
  await t.app.db.insert(posts).values(
    Array.from({ length: 18 }, (_, i) => ({
      userId: seller.id,
      vehicleId,
      partId: ids.partId,
      year: i < 15 ? 2005 : 2006,
      price: String(20 + i),
      currency: 'CAD' as const,
      stockNumber: `CC-${i}`,
      description: 'A counted part.',
      city: 'Toronto',
      state: 'ON',
      country: 'Canada',
      lat: 43.65,
      lng: -79.38,
      createdAt: new Date(now.getTime() - DAY),
      expiresAt: new Date(now.getTime() + 30 * DAY),
    })),
  );
  await addFirstFitmentRows(t.app);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function search(query: string): Promise<TSearchPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/posts/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TSearchPage;
}

/** The number of a key (0 before its first change). */
const generation = async (key: string) =>
  Number(
    (
      (
        await t.app.db.execute(
          sql`SELECT coalesce(max(n), 0) AS n FROM search_generations WHERE key = ${key}`,
        )
      ).rows[0] as { n: unknown }
    ).n,
  );
const setGeneration = (key: string, n: number) =>
  t.app.db.execute(sql`UPDATE search_generations SET n = ${n} WHERE key = ${key}`);
const stats = () => countCacheStats(t.app.db);

describe('the kept match counts', () => {
  it('counts a search once, then reuses the count for its other pages and orders', async () => {
    const before = stats();
    expect(await search('search_year=2005')).toMatchObject({ total: 15, totalCapped: false });
    expect(stats().misses).toBe(before.misses + 1);
    expect(await search('search_year=2005')).toMatchObject({ total: 15 });
    expect(await search('search_year=2005&order_by=year&direction=desc')).toMatchObject({ total: 15 });
    expect(stats()).toMatchObject({ hits: before.hits + 2, misses: before.misses + 1 });
  });

  it('uses the kept count while the generation is unchanged, and counts again when it moves', async () => {
    expect((await search('search_year=2005')).total).toBe(15);
    // A change behind the generation's back (the number set back as it was) is not seen: the kept
    // count is the one answered, which proves it is kept.
    const at = await generation('year:2005');
    await t.app.db.execute(sql`UPDATE posts SET status = 'sold' WHERE stock_number = 'CC-0'`);
    const after = await generation('year:2005');
    expect(after).toBeGreaterThan(at);
    await setGeneration('year:2005', at);
    expect((await search('search_year=2005')).total).toBe(15);
    await setGeneration('year:2005', after);
    expect((await search('search_year=2005')).total).toBe(14);
    await t.app.db.execute(sql`UPDATE posts SET status = 'active' WHERE stock_number = 'CC-0'`);
    expect((await search('search_year=2005')).total).toBe(15);
  });

  it('moves the keys of what a change touches, not on a no-op, and not of other searches', async () => {
    const keys = ['all', 'year:2005', 'year:2006', `vehicle:${vehicleId}`, 'make:honda', 'year:1990'];
    const before = await Promise.all(keys.map(generation));
    const current = async () => Promise.all(keys.map(generation));
    await t.app.db.execute(sql`UPDATE posts SET status = 'expired' WHERE false`);
    await t.app.db.execute(sql`DELETE FROM post_fitments WHERE false`);
    await t.app.db.execute(sql`UPDATE post_fitments SET year_to = year_to WHERE post_id = 0`);
    expect(await current()).toEqual(before);
    const [post] = (await t.app.db.execute(sql`SELECT id FROM posts WHERE stock_number = 'CC-16'`)).rows as {
      id: number;
    }[];
    // A second row of the 2006 post, for 2005: its model, manufacturer and 2005 move; 1990 does not.
    await t.app.db.execute(
      sql`INSERT INTO post_fitments (post_id, position, vehicle_id, year_from, year_to)
          VALUES (${post?.id}, 1, ${vehicleId}, 2005, 2005)`,
    );
    const [all, y2005, y2006, vehicle, make, y1990] = await current();
    expect([all, y2005, vehicle, make]).toEqual(
      [before[0], before[1], before[3], before[4]].map((n) => Number(n) + 1),
    );
    expect([y2006, y1990]).toEqual([before[2], before[5]]);
    // The 2006 post now fits 2005 too: counted at once.
    expect((await search('search_year=2005')).total).toBe(16);
    await t.app.db.execute(sql`DELETE FROM post_fitments WHERE post_id = ${post?.id} AND position = 1`);
    expect(await generation('year:2005')).toBe(Number(before[1]) + 2);
    expect((await search('search_year=2005')).total).toBe(15);
  });

  it('keeps the counts of other parts and models when one post changes', async () => {
    const parts = (await t.app.inject({ method: 'GET', url: '/api/parts' })).json() as { id: number }[];
    const other = parts.find((p) => p.id !== partId)?.id;
    await t.app.db.execute(sql`UPDATE posts SET part_id = ${other} WHERE stock_number = 'CC-17'`);
    try {
      expect((await search(`search_part=${other}`)).total).toBe(1);
      expect((await search(`search_part=${partId}`)).total).toBe(17);
      const before = stats();
      await t.app.db.execute(sql`UPDATE posts SET price = price + 1 WHERE stock_number = 'CC-2'`);
      // The edited post's part counts again; the other part's kept count is still good.
      expect((await search(`search_part=${other}`)).total).toBe(1);
      expect(stats()).toMatchObject({ hits: before.hits + 1, misses: before.misses });
      expect((await search(`search_part=${partId}`)).total).toBe(17);
      expect(stats()).toMatchObject({ hits: before.hits + 1, misses: before.misses + 1 });
    } finally {
      await t.app.db.execute(sql`UPDATE posts SET part_id = ${partId} WHERE stock_number = 'CC-17'`);
    }
    expect((await search(`search_part=${partId}`)).total).toBe(18);
  });

  it('counts a renamed vehicle under its new manufacturer at once', async () => {
    const [v] = (await t.app.db.execute(sql`SELECT name FROM vehicles WHERE id = ${vehicleId}`)).rows as {
      name: string;
    }[];
    const model = String(v?.name).split(' - ')[1];
    expect((await search('search_manufacturer=Honda')).total).toBe(18);
    expect((await search('search_manufacturer=Cachemobile')).total).toBe(0);
    await t.app.db.execute(
      sql`UPDATE vehicles SET name = ${`Cachemobile - ${model}`} WHERE id = ${vehicleId}`,
    );
    try {
      expect((await search('search_manufacturer=Cachemobile')).total).toBe(18);
      expect((await search('search_manufacturer=Honda')).total).toBe(0);
    } finally {
      await t.app.db.execute(sql`UPDATE vehicles SET name = ${String(v?.name)} WHERE id = ${vehicleId}`);
    }
    expect((await search('search_manufacturer=Honda')).total).toBe(18);
  });

  it('shows a post published, edited and deleted through the API in the next count', async () => {
    expect((await search('search_year=2012')).total).toBe(0);
    expect((await search('search_year=2012')).total).toBe(0);
    const { checkout } = await createPost(t.app, seller.cookie, { change: { year: 2012 } });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const published = await search('search_year=2012');
    expect(published.total).toBe(1);
    const id = published.posts[0]?.id;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${id}`,
      headers: { cookie: seller.cookie },
      payload: await postInput(t.app, { year: 2011 }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await search('search_year=2012')).total).toBe(0);
    expect((await search('search_year=2011')).total).toBe(1);
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/delete-post',
      headers: { cookie: seller.cookie },
      payload: { post_id: id },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await search('search_year=2011')).total).toBe(0);
  });

  it('lets the page bound a kept count: a last page says exactly how many', async () => {
    expect((await search('search_year=2006')).total).toBe(3);
    const at = await generation('year:2006');
    await t.app.db.execute(sql`UPDATE posts SET status = 'sold' WHERE stock_number = 'CC-15'`);
    const after = await generation('year:2006');
    await setGeneration('year:2006', at);
    // The kept 3 is still current by the generation, but the page holds 2 and is the last.
    expect(await search('search_year=2006')).toMatchObject({ total: 2, hasMore: false });
    await setGeneration('year:2006', after);
    await t.app.db.execute(sql`UPDATE posts SET status = 'active' WHERE stock_number = 'CC-15'`);
  });

  it('counts again once a kept count is older than COUNT_TTL_MS (an expiry the job has not marked)', async () => {
    await t.app.db.execute(
      sql`UPDATE posts SET expires_at = ${new Date(now.getTime() + 60_000).toISOString()} WHERE stock_number = 'CC-1'`,
    );
    expect((await search('search_year=2005')).total).toBe(15);
    const start = now;
    try {
      // Past its expiry, before the job runs: the page leaves it out at once, the count at the TTL.
      now = new Date(start.getTime() + COUNT_TTL_MS + 1);
      const page = await search('search_year=2005');
      expect(page.total).toBe(14);
      expect(page.posts.map((p) => p.stock_number)).not.toContain('CC-1');
    } finally {
      now = start;
      await t.app.db.execute(
        sql`UPDATE posts SET expires_at = ${new Date(now.getTime() + 30 * DAY).toISOString()} WHERE stock_number = 'CC-1'`,
      );
    }
  });
});
