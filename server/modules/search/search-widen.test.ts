import { SEARCH_WIDEN_CAP, type TSearchPage } from '@common/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { createUser } from '../../test/accounts';
import { addFirstFitmentRows } from '../../test/fitments';
import { createTestApp, type TTestApp } from '../../test/test-app';

// A search that finds nothing says what would find something: each set filter whose removal finds
// posts (most first), the next larger radius that finds posts, and a model's other years. Only an
// empty first page of the public search carries it.

const NOW = new Date('2027-06-01T12:00:00Z');
const DAY = 86_400_000;
let t: TTestApp;
let civic: number;
let corolla: number;
let alternator: number;
let radiator: number;
let starter: number;
let sellerId: string;

beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => NOW });
  const seller = await createUser(t.app, { username: 'widen_seller' });
  sellerId = seller.id;
  const vehicles = (await t.app.inject({ method: 'GET', url: '/api/vehicles' })).json() as {
    id: number;
    name: string;
  }[];
  const parts = (await t.app.inject({ method: 'GET', url: '/api/parts' })).json() as {
    id: number;
    part_name: string;
  }[];
  const vehicle = (name: string) => vehicles.find((v) => v.name === name)?.id ?? 0;
  const part = (name: string) => parts.find((p) => p.part_name === name)?.id ?? 0;
  civic = vehicle('Honda - Civic');
  corolla = vehicle('Toyota - Corolla');
  alternator = part('Alternator');
  radiator = part('Radiator');
  starter = part('Starter Motor');
  const base = {
    userId: seller.id,
    partId: alternator,
    currency: 'CAD' as const,
    condition: 'used' as const,
    city: 'Toronto',
    state: 'ON',
    country: 'Canada',
    lat: 43.65,
    lng: -79.38,
    createdAt: new Date(NOW.getTime() - DAY),
    expiresAt: new Date(NOW.getTime() + 30 * DAY),
    description: 'A used alternator.',
  };
  // Civic alternators: 3 of 2010, 2 of 2012. Corolla radiators: more than the widening cap, 2000.
  const civics = [2010, 2010, 2010, 2012, 2012].map((year, i) => ({
    ...base,
    vehicleId: civic,
    year,
    price: String(50 + i),
    stockNumber: `WID-${i}`,
  }));
  const corollas = Array.from({ length: SEARCH_WIDEN_CAP + 5 }, (_, i) => ({
    ...base,
    vehicleId: corolla,
    partId: radiator,
    year: 2000,
    price: String(20 + i),
    stockNumber: `WCO-${i}`,
    description: 'A used radiator.',
  }));
  await t.app.db.insert(posts).values([...civics, ...corollas]);
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

describe('widening an empty search', () => {
  it('offers a model in its other years: the count in any year and the nearest years with posts', async () => {
    const page = await search(`search_year=2011&search_make=${civic}&search_part=${alternator}`);
    expect(page).toMatchObject({ total: 0, posts: [] });
    expect(page.widen?.years).toEqual({ years: [2010, 2012], total: 5, totalCapped: false });
    // Without the year: the same 5; without the model or the part, 2011 still has nothing.
    expect(page.widen?.drop).toEqual([{ filter: 'search_year', total: 5, totalCapped: false }]);
    expect(page.widen?.radius).toBeNull();
  });

  it('says which filter to drop and how many it gives, most first, capped', async () => {
    const page = await search(`search_part=${alternator}&condition=new&q=alternator`);
    expect(page.total).toBe(0);
    expect(page.widen?.drop).toEqual([{ filter: 'condition', total: 5, totalCapped: false }]);
    const wide = await search(`condition=new&shipping=1`);
    // Either filter alone still finds nothing (every post is used and pickup only).
    expect(wide.widen?.drop).toEqual([]);
    const capped = await search(`search_make=${corolla}&condition=new`);
    expect(capped.widen?.drop).toEqual([{ filter: 'condition', total: SEARCH_WIDEN_CAP, totalCapped: true }]);
    const two = await search(`search_make=${civic}&search_part=${radiator}`);
    // Without the part: 5 Civic alternators; without the model: the capped Corolla radiators, first.
    expect(two.widen?.drop).toEqual([
      { filter: 'search_make', total: SEARCH_WIDEN_CAP, totalCapped: true },
      { filter: 'search_part', total: 5, totalCapped: false },
    ]);
    expect(two.widen?.years).toBeNull();
  });

  it('offers the next radius choice that has posts, with its count', async () => {
    // Ottawa is about 350 km from Toronto: 500 km is the first choice to reach the posts.
    const page = await search(`lat=45.42&lng=-75.7&radius=50&unit=km&search_make=${civic}`);
    expect(page.total).toBe(0);
    expect(page.widen?.radius).toEqual({ radius: 500, unit: 'km', total: 5, totalCapped: false });
    expect(page.widen?.drop).toEqual([{ filter: 'radius', total: 5, totalCapped: false }]);
    // In miles 250 mi (402 km) is enough.
    const miles = await search(`lat=45.42&lng=-75.7&radius=25&unit=mi&search_make=${civic}`);
    expect(miles.widen?.radius).toMatchObject({ radius: 250, unit: 'mi', total: 5 });
  });

  it('offers nothing when nothing would help', async () => {
    const page = await search(`search_part=${starter}&q=zzzqqq`);
    expect(page.total).toBe(0);
    expect(page.widen).toEqual({ drop: [], radius: null, years: null });
    // Far from every post, no radius choice reaches them (Vancouver to Toronto is 3,300 km).
    const far = await search(`lat=49.28&lng=-123.12&radius=500&unit=km&search_part=${starter}&q=zzzqqq`);
    expect(far.widen).toEqual({ drop: [], radius: null, years: null });
  });

  it('is left out of answers with posts, of deeper pages and of a seller’s list', async () => {
    expect((await search(`search_make=${civic}`)).widen).toBeUndefined();
    expect((await search(`search_year=2011&range_from=10&range_to=19`)).widen).toBeUndefined();
    expect((await search(`search_user_id=${sellerId}&search_year=2011`)).widen).toBeUndefined();
  });
});
