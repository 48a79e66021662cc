import { SEARCH_COUNT_CAP } from '@common/constants';
import { type TSearchPage, ZSearchQuery } from '@common/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { createUser } from '../../test/accounts';
import { addFirstFitmentRows } from '../../test/fitments';
import { someIds } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { searchPosts } from './service';

// The match count a search answers with its page: exact up to SEARCH_COUNT_CAP, '1,000+' past it
// (a lowered cap stands in for a thousand posts), the same filters as the page, and known on a
// page past the last one too.

const NOW = new Date('2027-06-01T12:00:00Z');
const DAY = 86_400_000;
let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => NOW });
  const seller = await createUser(t.app, { username: 'count_seller' });
  const { vehicleId, partId } = await someIds(t.app);
  const base = {
    userId: seller.id,
    vehicleId,
    partId,
    currency: 'CAD' as const,
    city: 'Toronto',
    state: 'ON',
    country: 'Canada',
    lat: 43.65,
    lng: -79.38,
    createdAt: new Date(NOW.getTime() - DAY),
    expiresAt: new Date(NOW.getTime() + 30 * DAY),
  };
  // 23 live posts, 8 of them 2010 and saying 'gizmo'; one sold and one expired that never count.
  const rows = Array.from({ length: 23 }, (_, i) => ({
    ...base,
    year: i < 8 ? 2010 : 2000,
    price: String(10 + i),
    stockNumber: `CNT-${i}`,
    description: i < 8 ? 'A gizmo alternator.' : 'A plain part.',
  }));
  await t.app.db
    .insert(posts)
    .values([
      ...rows,
      { ...rows[0], stockNumber: 'CNT-SOLD', status: 'sold' as const },
      { ...rows[0], stockNumber: 'CNT-OLD', expiresAt: new Date(NOW.getTime() - DAY) },
    ] as (typeof rows)[number][]);
  await addFirstFitmentRows(t.app);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function search(query: string): Promise<TSearchPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/posts/search?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as TSearchPage;
}

describe('the match count', () => {
  it('counts every live match exactly under the cap, whatever the page', async () => {
    expect(SEARCH_COUNT_CAP).toBe(1000);
    const all = await search('');
    expect(all.posts).toHaveLength(10);
    expect(all).toMatchObject({ total: 23, totalCapped: false });
    expect(await search('range_from=20&range_to=29')).toMatchObject({ total: 23, totalCapped: false });
  });

  it('counts with the filters of the page: a year, a keyword, a radius', async () => {
    expect(await search('search_year=2010')).toMatchObject({ total: 8, totalCapped: false });
    expect(await search('q=gizmo')).toMatchObject({ total: 8, totalCapped: false });
    expect(await search('q=gizmo&search_year=2000')).toMatchObject({ total: 0, posts: [] });
    expect(await search('lat=43.7&lng=-79.4&radius=25&unit=km&order_by=distance')).toMatchObject({
      total: 23,
    });
    expect(await search('lat=45.5&lng=-73.57&radius=25&unit=km')).toMatchObject({ total: 0 });
  });

  it('still knows the count on a page past the last one', async () => {
    const past = await search('range_from=40&range_to=49');
    expect(past.posts).toEqual([]);
    expect(past).toMatchObject({ total: 23, totalCapped: false });
  });

  it("stops at the cap: more than it is the cap and 'capped', exactly it is not", async () => {
    const run = (query: Record<string, string>, countCap: number) =>
      searchPosts(t.app, ZSearchQuery.parse(query), { countCap });
    expect(await run({}, 5)).toMatchObject({ total: 5, totalCapped: true });
    expect(await run({ q: 'gizmo' }, 5)).toMatchObject({ total: 5, totalCapped: true });
    expect(await run({ search_year: '2010' }, 8)).toMatchObject({ total: 8, totalCapped: false });
    expect(await run({ search_year: '2010' }, 7)).toMatchObject({ total: 7, totalCapped: true });
    expect(await run({ range_from: '40', range_to: '49' }, 5)).toMatchObject({ total: 5, totalCapped: true });
  });
});
