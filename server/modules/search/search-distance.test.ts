import type { TSearchPage } from '@common/contracts/search';
import { toMetres } from '@common/rules/distance';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema';
import { createUser } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// GET /api/posts/search with a location: the distance of each post (metres, great circle), the
// radius in miles or kilometres, and nearest first. Sellers live in known cities; a post keeps its
// seller's point rounded to 0.01 degree, so expected distances are computed from the rounded point.

type TCity = 'toronto' | 'montreal' | 'vancouver' | 'losAngeles' | 'newYork';
const CITIES: Record<TCity | 'chicago', { lat: number; lng: number }> = {
  toronto: { lat: 43.6532, lng: -79.3832 },
  montreal: { lat: 45.5019, lng: -73.5674 },
  vancouver: { lat: 49.2827, lng: -123.1207 },
  losAngeles: { lat: 34.0522, lng: -118.2437 },
  newYork: { lat: 40.7128, lng: -74.006 },
  chicago: { lat: 41.8781, lng: -87.6298 },
};
/** Prices unlike the distances' order, so that a distance sort is seen to be one. */
const PRICES: Record<TCity, number> = {
  toronto: 500,
  montreal: 400,
  newYork: 300,
  vancouver: 200,
  losAngeles: 100,
};

let t: TTestApp;
const postOf = {} as Record<TCity | 'nowhere', number>;

const coarse = (v: number) => Math.round(v * 100) / 100;
/** Great-circle metres by the haversine formula on the mean earth radius. */
function haversine(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const R = 6_371_008.8;
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}
const postPoint = (city: TCity) => ({ lat: coarse(CITIES[city].lat), lng: coarse(CITIES[city].lng) });
const SELLER_CITIES = Object.keys(PRICES) as TCity[];

function expectWithin1Percent(actual: number | null | undefined, want: number) {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as number) - want) / want).toBeLessThan(0.01);
}

async function seller(username: string, place: { lat: number; lng: number } | null) {
  const user = await createUser(t.app, { profile: false });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie: user.cookie },
    payload: {
      username,
      first_name: 'Pat',
      last_name: 'Doe',
      street: '1 Main St',
      // Without coordinates, an address the gazetteer cannot place: the seller has no location.
      ...(place
        ? { city: username, state: 'XX', zip: '00000', country: 'Canada', ...place }
        : { city: 'Nowhere', state: 'Atlantis', zip: 'XYZ', country: 'Atlantis' }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().profile.lat).toBe(place?.lat ?? null);
  return user;
}

async function postBy(cookie: string, price: number) {
  const { cartId, checkout } = await createPost(t.app, cookie, { change: { price } });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const [cart] = await t.app.db.select({ postId: carts.postId }).from(carts).where(eq(carts.id, cartId));
  if (!cart?.postId) throw new Error('not published');
  return cart.postId;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const city of SELLER_CITIES) {
    const user = await seller(city, CITIES[city]);
    postOf[city] = await postBy(user.cookie, PRICES[city]);
  }
  const nowhere = await seller('nowhere', null);
  postOf.nowhere = await postBy(nowhere.cookie, 50);
});
afterAll(() => t.close());

async function search(query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject({ method: 'GET', url: `/api/posts/search?${params}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TSearchPage;
}
const from = (city: keyof typeof CITIES) => ({ lat: CITIES[city].lat, lng: CITIES[city].lng });
const distanceTo = (page: TSearchPage, city: TCity | 'nowhere') =>
  page.posts.find((p) => p.id === postOf[city])?.distance;
const cityOfPost = (id: number) =>
  (Object.keys(postOf) as (TCity | 'nowhere')[]).find((c) => postOf[c] === id) ?? String(id);

describe('distance', () => {
  it('is null without a location', async () => {
    const page = await search({});
    expect(page.posts).toHaveLength(6);
    for (const post of page.posts) expect(post.distance).toBeNull();
  });

  it('is the great-circle distance in metres, within 1%, from another city', async () => {
    for (const origin of ['chicago', 'toronto', 'newYork'] as const) {
      const page = await search(from(origin));
      expect(page.posts).toHaveLength(6);
      for (const city of SELLER_CITIES) {
        expectWithin1Percent(distanceTo(page, city), haversine(CITIES[origin], postPoint(city)));
      }
      // A post whose seller has no location has no distance.
      expect(distanceTo(page, 'nowhere')).toBeNull();
    }
  });

  it('agrees with well-known distances: Toronto–Montreal 504 km, New York–Los Angeles 3,936 km', async () => {
    const fromToronto = await search(from('toronto'));
    expectWithin1Percent(distanceTo(fromToronto, 'montreal'), 504_000);
    expectWithin1Percent(distanceTo(fromToronto, 'newYork'), 550_000);
    expectWithin1Percent(distanceTo(fromToronto, 'vancouver'), 3_359_000);
    // The seller's own city: under a kilometre (the post's point is rounded to 0.01 degree).
    expect(distanceTo(fromToronto, 'toronto')).toBeLessThan(1_000);
    const fromNewYork = await search(from('newYork'));
    expectWithin1Percent(distanceTo(fromNewYork, 'losAngeles'), 3_936_000);
    const fromChicago = await search(from('chicago'));
    expectWithin1Percent(distanceTo(fromChicago, 'toronto'), 701_000);
  });

  it('order_by=distance gives the nearest first (no location last), across pages too', async () => {
    for (const origin of ['chicago', 'toronto', 'losAngeles'] as const) {
      const want = [...SELLER_CITIES]
        .sort((a, b) => haversine(CITIES[origin], postPoint(a)) - haversine(CITIES[origin], postPoint(b)))
        .map((c) => postOf[c]);
      want.push(postOf.nowhere);
      const page = await search({ ...from(origin), order_by: 'distance' });
      expect(page.posts.map((p) => cityOfPost(p.id))).toEqual(want.map(cityOfPost));
      const distances = page.posts.map((p) => p.distance).filter((d): d is number => d !== null);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const walked: number[] = [];
      for (let i = 0; i < 4; i++) {
        const p = await search({
          ...from(origin),
          order_by: 'distance',
          range_from: i * 2,
          range_to: i * 2 + 1,
        });
        walked.push(...p.posts.map((x) => x.id));
        expect(p.hasMore).toBe(i < 2);
      }
      expect(walked).toEqual(want);
    }
    // Without order_by=distance, a location does not change the order (price ascending).
    const byPrice = await search(from('toronto'));
    expect(byPrice.posts.map((p) => p.price)).toEqual([50, 100, 200, 300, 400, 500]);
  });
});

describe('radius', () => {
  const within = async (query: Record<string, string | number>) => {
    const page = await search({ ...from('toronto'), ...query, order_by: 'distance' });
    return page;
  };
  const cases: { radius: number; unit?: 'km' | 'mi'; cities: TCity[] }[] = [
    { radius: 25, unit: 'km', cities: ['toronto'] },
    { radius: 400, unit: 'km', cities: ['toronto'] },
    // 400 miles is 644 km: Montreal (504 km) and New York (550 km) are in.
    { radius: 400, unit: 'mi', cities: ['toronto', 'montreal', 'newYork'] },
    { radius: 400, cities: ['toronto', 'montreal', 'newYork'] }, // miles unless told
    { radius: 520, unit: 'km', cities: ['toronto', 'montreal'] },
    { radius: 320, unit: 'mi', cities: ['toronto', 'montreal'] }, // 515 km
    { radius: 3400, unit: 'km', cities: ['toronto', 'montreal', 'newYork', 'vancouver'] },
    { radius: 2100, unit: 'mi', cities: ['toronto', 'montreal', 'newYork', 'vancouver'] }, // 3380 km
    { radius: 5000, unit: 'km', cities: ['toronto', 'montreal', 'newYork', 'vancouver', 'losAngeles'] },
  ];
  it.each(cases)('$radius $unit from Toronto includes exactly $cities', async ({ radius, unit, cities }) => {
    const page = await within({ radius, ...(unit ? { unit } : {}) });
    expect(page.posts.map((p) => cityOfPost(p.id))).toEqual(cities);
    const limit = toMetres(radius, unit ?? 'mi');
    for (const post of page.posts) expect(post.distance).toBeLessThanOrEqual(limit);
    // The post with no location is never within any radius.
    expect(page.posts.map((p) => p.id)).not.toContain(postOf.nowhere);
  });

  it('goes with the other filters and any sort', async () => {
    const page = await search({
      ...from('toronto'),
      radius: 400,
      unit: 'mi',
      order_by: 'price',
      direction: 'desc',
    });
    expect(page.posts.map((p) => cityOfPost(p.id))).toEqual(['toronto', 'montreal', 'newYork']);
    const none = await search({ ...from('toronto'), radius: 400, unit: 'km', search_year: 1999 });
    expect(none.posts).toEqual([]);
    const paged = await search({
      ...from('toronto'),
      radius: 400,
      unit: 'mi',
      order_by: 'distance',
      range_to: 1,
    });
    expect(paged.posts.map((p) => cityOfPost(p.id))).toEqual(['toronto', 'montreal']);
    expect(paged.hasMore).toBe(true);
  });
});
