import type { TSearchFilters } from '@common/contracts/search-keys';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema';
import { createUser } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { matchSavedSearches } from './matching';
import { insertSavedSearch } from './repository';
import { searchColumns } from './search-columns';

// matchSavedSearches: which saved searches a post that just went live matches, filter by filter,
// each at its edge (a year at either end of a fitment row, a model and a year on different rows,
// a grade or better, a radius just short of and just past the post), and who is left out (the
// seller, alerts off, a post no longer live).

let t: TTestApp;
interface TUser {
  id: string;
  cookie: string;
}
let seller: TUser;
let buyer: TUser;
const ids = { civic: 0, accord: 0, focus: 0, alternator: 0, starter: 0 };
const TORONTO = { lat: 43.65, lng: -79.38 };
const HAMILTON = { lat: 43.2557, lng: -79.8711 };
let post = 0;
let bare = 0;

async function placeUser(u: TUser, username: string, point: { lat: number; lng: number } | null) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie: u.cookie },
    payload: {
      username,
      first_name: 'Pat',
      last_name: 'Doe',
      street: '1 Main St',
      ...(point
        ? { city: 'Toronto', state: 'ON', zip: 'M5V 1J1', country: 'Canada', ...point }
        : { city: 'Nowhere', state: 'Atlantis', zip: 'XYZ', country: 'Atlantis' }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function publish(cookie: string, change: Record<string, unknown>) {
  const { cartId, checkout } = await createPost(t.app, cookie, { change });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const [cart] = await t.app.db.select({ postId: carts.postId }).from(carts).where(eq(carts.id, cartId));
  if (!cart?.postId) throw new Error('not published');
  return cart.postId;
}

let n = 0;
/** Saves a search for the user straight through the repository (the API's own mapping). */
async function saveSearch(
  filters: TSearchFilters,
  opts: { user?: TUser; point?: { lat: number; lng: number }; alert?: 'instant' | 'daily' | 'off' } = {},
) {
  return insertSavedSearch(t.app.db, {
    ...searchColumns(filters, {}, opts.point ?? null),
    userId: (opts.user ?? buyer).id,
    name: `search ${++n}`,
    alert: opts.alert ?? 'instant',
  });
}

/** Whether the post matches a search of these filters (saved alone, then removed). */
async function matches(filters: TSearchFilters, opts: Parameters<typeof saveSearch>[1] = {}, postId = post) {
  const id = await saveSearch(filters, opts);
  const found = (await matchSavedSearches(t.app, postId)).map((m) => m.id);
  await t.app.db.execute(sql`DELETE FROM saved_searches WHERE id = ${id}`);
  return found.includes(id);
}

beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.app, { profile: false });
  buyer = await createUser(t.app, { profile: false });
  await placeUser(seller, 'match_seller', TORONTO);
  await placeUser(buyer, 'match_buyer', HAMILTON);
  const vehicles = (await t.app.inject({ method: 'GET', url: '/api/vehicles' })).json() as {
    id: number;
    name: string;
  }[];
  const parts = (await t.app.inject({ method: 'GET', url: '/api/parts' })).json() as {
    id: number;
    part_name: string;
  }[];
  const v = (name: string) => vehicles.find((x) => x.name === name)?.id ?? 0;
  const p = (name: string) => parts.find((x) => x.part_name === name)?.id ?? 0;
  Object.assign(ids, {
    civic: v('Honda - Civic'),
    accord: v('Honda - Accord'),
    focus: v('Ford - Focus'),
    alternator: p('Alternator'),
    starter: p('Starter Motor'),
  });
  for (const [k, id] of Object.entries(ids)) expect(id, k).toBeGreaterThan(0);
  post = await publish(seller.cookie, {
    year: 2010,
    vehicle_id: ids.civic,
    fitments: [
      { vehicle_id: ids.civic, year_from: 2010, year_to: 2012 },
      { vehicle_id: ids.accord, year_from: 2008, year_to: 2008 },
    ],
    part_id: ids.alternator,
    stock_number: 'HC-2012-ALT',
    description: 'Alternator in good working order, 80k km.',
    condition: 'used',
    grade: 'B',
    warranty_days: 90,
    delivery: 'both',
    oem_numbers: ['31100-RNA-A01'],
  });
  // The seller of this one has no location; a new part, pickup only, as-is.
  const placeless = await createUser(t.app, { profile: false });
  await placeUser(placeless, 'match_placeless', null);
  bare = await publish(placeless.cookie, { part_id: ids.starter, condition: 'new', delivery: 'pickup' });
}, 180_000);
afterAll(() => t.close());

describe('matching a new post against saved searches', () => {
  it('by year: any fitment row covering it, either end of a range', async () => {
    for (const year of [2010, 2011, 2012, 2008])
      expect(await matches({ search_year: year }), String(year)).toBe(true);
    for (const year of [2009, 2013, 2007])
      expect(await matches({ search_year: year }), String(year)).toBe(false);
  });

  it('by model, and a model with a year on the same row only', async () => {
    expect(await matches({ search_make: ids.civic })).toBe(true);
    expect(await matches({ search_make: ids.accord })).toBe(true);
    expect(await matches({ search_make: ids.focus })).toBe(false);
    expect(await matches({ search_make: ids.civic, search_year: 2012 })).toBe(true);
    expect(await matches({ search_make: ids.accord, search_year: 2008 })).toBe(true);
    // 2008 is the Accord's row, not the Civic's.
    expect(await matches({ search_make: ids.civic, search_year: 2008 })).toBe(false);
  });

  it('by manufacturer, whatever its case, with a year', async () => {
    expect(await matches({ search_manufacturer: 'Honda' })).toBe(true);
    expect(await matches({ search_manufacturer: 'honda' })).toBe(true);
    expect(await matches({ search_manufacturer: 'Hond' })).toBe(false);
    expect(await matches({ search_manufacturer: 'Ford' })).toBe(false);
    expect(await matches({ search_manufacturer: 'Honda', search_year: 2008 })).toBe(true);
    expect(await matches({ search_manufacturer: 'Honda', search_year: 2009 })).toBe(false);
  });

  it('by part', async () => {
    expect(await matches({ search_part: ids.alternator })).toBe(true);
    expect(await matches({ search_part: ids.starter })).toBe(false);
    expect(await matches({ search_part: ids.alternator, search_make: ids.civic })).toBe(true);
    expect(await matches({ search_part: ids.starter, search_make: ids.civic })).toBe(false);
  });

  it('by keyword: words, a stock number fragment, a part number or its prefix', async () => {
    for (const q of [
      'alternator',
      'working order',
      'HC-2012',
      'hc-2012-alt',
      '31100',
      '31100RNAA01',
      'alternator -radiator',
    ]) {
      expect(await matches({ q }), q).toBe(true);
    }
    for (const q of ['radiator', 'alternator -working', 'HC-2013', '31101', 'zz']) {
      expect(await matches({ q }), q).toBe(false);
    }
    expect(await matches({ q: 'alternator', search_part: ids.alternator })).toBe(true);
    expect(await matches({ q: 'radiator', search_part: ids.alternator })).toBe(false);
  });

  it('by condition, grade or better, warranty and shipping', async () => {
    expect(await matches({ condition: 'used' })).toBe(true);
    expect(await matches({ condition: 'new' })).toBe(false);
    expect(await matches({ grade: 'C' })).toBe(true);
    expect(await matches({ grade: 'B' })).toBe(true);
    expect(await matches({ grade: 'A' })).toBe(false);
    expect(await matches({ warranty: 90 })).toBe(true);
    expect(await matches({ warranty: 180 })).toBe(false);
    expect(await matches({ shipping: '1' })).toBe(true);
    expect(await matches({ shipping: '1' }, {}, bare)).toBe(false);
    expect(await matches({ grade: 'C' }, {}, bare)).toBe(false);
    expect(await matches({ condition: 'new' }, {}, bare)).toBe(true);
  });

  it('by distance: just inside and just outside the radius, in km and miles; a post without a place never', async () => {
    const res = await t.app.db.execute(sql`
      SELECT earth_distance(ll_to_earth(${HAMILTON.lat}, ${HAMILTON.lng}), ll_to_earth(lat, lng)) AS d
      FROM posts WHERE id = ${post}`);
    const metres = Number((res.rows[0] as { d: number }).d);
    expect(metres).toBeGreaterThan(50_000);
    expect(metres).toBeLessThan(100_000);
    const at = { point: HAMILTON };
    // RADIUS_CHOICES are fixed; the radius column is set around the exact distance to test the edge.
    const around = async (radiusM: number, filters: TSearchFilters = { radius: 100, unit: 'km' }) => {
      const id = await saveSearch(filters, at);
      await t.app.db.execute(sql`UPDATE saved_searches SET radius_m = ${radiusM} WHERE id = ${id}`);
      const found = (await matchSavedSearches(t.app, post)).some((m) => m.id === id);
      await t.app.db.execute(sql`DELETE FROM saved_searches WHERE id = ${id}`);
      return found;
    };
    expect(await around(metres + 50)).toBe(true);
    expect(await around(metres - 50)).toBe(false);
    expect(await matches({ radius: 100, unit: 'km' }, at)).toBe(true);
    expect(await matches({ radius: 50, unit: 'km' }, at)).toBe(false);
    expect(await matches({ radius: 50, unit: 'mi' }, at)).toBe(true);
    expect(await matches({ radius: 25, unit: 'mi' }, at)).toBe(false);
    // A radius with a model: found through the model's index, the distance still tested.
    expect(await matches({ radius: 50, unit: 'km', search_make: ids.civic }, at)).toBe(false);
    expect(await matches({ radius: 100, unit: 'km', search_make: ids.civic }, at)).toBe(true);
    expect(await matches({ radius: 500, unit: 'km' }, at, bare)).toBe(false);
    // A point kept without a radius (a distance sort) is no filter.
    expect(await matches({}, at, bare)).toBe(true);
  });

  it("leaves out the seller's own searches, alerts off, and a post no longer live", async () => {
    expect(await matches({ search_part: ids.alternator }, { user: seller })).toBe(false);
    expect(await matches({ search_part: ids.alternator }, { alert: 'off' })).toBe(false);
    expect(await matches({ search_part: ids.alternator }, { alert: 'daily' })).toBe(true);
    expect(await matches({})).toBe(true);
    const id = await saveSearch({});
    await t.app.db.execute(sql`UPDATE posts SET status = 'sold' WHERE id = ${post}`);
    expect(await matchSavedSearches(t.app, post)).toEqual([]);
    await t.app.db.execute(sql`UPDATE posts SET status = 'active' WHERE id = ${post}`);
    expect((await matchSavedSearches(t.app, post)).map((m) => m.id)).toEqual([id]);
    expect(await matchSavedSearches(t.app, 2_000_000_000)).toEqual([]);
  });

  it('finds each search through its anchor: the rows of every anchor at once, each once', async () => {
    await t.app.db.execute(sql`DELETE FROM saved_searches`);
    const want = [
      await saveSearch({ search_make: ids.civic, search_part: ids.alternator }),
      await saveSearch({ search_part: ids.alternator, radius: 100, unit: 'km' }, { point: HAMILTON }),
      await saveSearch({ radius: 100, unit: 'km', search_manufacturer: 'Honda' }, { point: HAMILTON }),
      await saveSearch({ search_manufacturer: 'HONDA', search_year: 2011 }),
      await saveSearch({ search_year: 2008, q: 'alternator' }),
      await saveSearch({ q: 'HC-2012' }),
    ];
    await saveSearch({ search_make: ids.focus });
    await saveSearch({ radius: 25, unit: 'km' }, { point: HAMILTON });
    const anchors = await t.app.db.execute(sql`SELECT anchor FROM saved_searches ORDER BY id`);
    expect(anchors.rows.map((r) => (r as { anchor: string }).anchor)).toEqual([
      'vehicle',
      'part',
      'place',
      'make',
      'year',
      'any',
      'vehicle',
      'place',
    ]);
    const found = await matchSavedSearches(t.app, post);
    expect(found.map((m) => m.id)).toEqual(want);
    expect(found[0]).toEqual({ id: want[0], user_id: buyer.id, alert: 'instant' });
  });
});
