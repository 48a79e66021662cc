import type { TPostInput } from '@common/contracts/posts';
import type { TListedPost, TSearchPage } from '@common/contracts/search';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema';
import { createUser } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { runLifetimeJobs } from '../posts/lifetime';

// GET /api/posts/search: each filter alone and together, the keyword, live posts only, the fields
// a list shows (and nothing private), and the viewer's favourite with each post. Every live post
// of this file's database is known, so each answer is compared with the whole expected list.

const T0 = new Date('2027-01-01T12:00:00Z'); // posts made then expire on 2028-01-01
const T1 = new Date('2027-06-01T12:00:00Z'); // the rest: 2028-05-31
const T2 = new Date('2028-01-15T12:00:00Z');
let now = T1;
let t: TTestApp;

interface TUser {
  id: string;
  email: string;
  cookie: string;
}
let alpha: TUser;
let bravo: TUser;
let viewer: TUser;
const ids = { civic: 0, accord: 0, focus: 0, alternator: 0, starter: 0 };

interface TFixture {
  key: string;
  id: number;
  seller: () => TUser;
  vehicle: 'civic' | 'accord' | 'focus';
  manufacturer: 'Honda' | 'Ford';
  part: 'alternator' | 'starter';
  year: number;
  price: number;
  stock: string;
  description: string;
  live: boolean;
}
const fixtures: TFixture[] = [];
const byKey = (key: string) => {
  const f = fixtures.find((x) => x.key === key);
  if (!f) throw new Error(key);
  return f;
};

const PRIVATE = {
  first: 'Zebulon',
  last: 'Quixbyfield',
  street: '742 Evergreen Terrace',
  zip: 'K1A 0B1',
};

async function setProfile(u: TUser, username: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie: u.cookie },
    payload: {
      username,
      first_name: PRIVATE.first,
      last_name: PRIVATE.last,
      street: PRIVATE.street,
      city: 'Ottawa',
      state: 'ON',
      zip: PRIVATE.zip,
      country: 'Canada',
      lat: 45.4215,
      lng: -75.6972,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function makePost(f: Omit<TFixture, 'id' | 'live'>, photos = 0) {
  const change: Partial<TPostInput> = {
    vehicle_id: ids[f.vehicle],
    part_id: ids[f.part],
    year: f.year,
    price: f.price,
    stock_number: f.stock,
    description: f.description,
  };
  const { cartId, checkout } = await createPost(t.app, f.seller().cookie, { photos, change });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const [cart] = await t.app.db.select({ postId: carts.postId }).from(carts).where(eq(carts.id, cartId));
  const id = cart?.postId;
  if (!id) throw new Error('post not published');
  const fixture = { ...f, id, live: true };
  fixtures.push(fixture);
  return fixture;
}

function qs(query: Record<string, string | number>) {
  return new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
}
async function search(query: Record<string, string | number> = {}, cookie = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/posts/search?${qs(query)}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TSearchPage;
}
const idsOf = (page: TSearchPage) => page.posts.map((p) => p.id);
/** The live fixtures that match, in the default order (price ascending, then id). */
const expected = (match: (f: TFixture) => boolean = () => true) =>
  fixtures
    .filter((f) => f.live && match(f))
    .sort((a, b) => a.price - b.price || a.id - b.id)
    .map((f) => f.id);

beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => now });
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
  Object.assign(ids, {
    civic: vehicle('Honda - Civic'),
    accord: vehicle('Honda - Accord'),
    focus: vehicle('Ford - Focus'),
    alternator: part('Alternator'),
    starter: part('Starter Motor'),
  });
  expect(Object.values(ids).every((id) => id > 0)).toBe(true);

  alpha = await createUser(t.app, { profile: false });
  bravo = await createUser(t.app, { profile: false });
  viewer = await createUser(t.app, { username: 'viewer_f' });
  await setProfile(alpha, 'alpha_seller');
  await setProfile(bravo, 'bravo_seller');

  const honda = { manufacturer: 'Honda' } as const;
  const ford = { manufacturer: 'Ford' } as const;
  // Two made half a year earlier: they expire first (see the last describe).
  now = T0;
  await makePost({
    key: 'early-a',
    seller: () => alpha,
    vehicle: 'civic',
    ...honda,
    part: 'alternator',
    year: 2012,
    price: 60,
    stock: 'OLD-0001',
    description: 'Brake booster, early listing',
  });
  await makePost({
    key: 'early-b',
    seller: () => bravo,
    vehicle: 'focus',
    ...ford,
    part: 'starter',
    year: 2018,
    price: 65,
    stock: 'OLD-0002',
    description: 'Fuel pump, early listing',
  });
  now = T1;
  await makePost(
    {
      key: 'a1',
      seller: () => alpha,
      vehicle: 'civic',
      ...honda,
      part: 'alternator',
      year: 2012,
      price: 100,
      stock: 'HC-2012-ALT',
      description: 'Alternator in good working order, 80k km.',
    },
    2,
  );
  await makePost({
    key: 'a2',
    seller: () => alpha,
    vehicle: 'accord',
    ...honda,
    part: 'starter',
    year: 2015,
    price: 250,
    stock: 'HA-15-STR',
    description: 'Starter motor, bench tested.',
  });
  await makePost({
    key: 'a3',
    seller: () => alpha,
    vehicle: 'focus',
    ...ford,
    part: 'starter',
    year: 2012,
    price: 75,
    stock: 'FF_12%X',
    description: 'Starter from a Focus wagon.',
  });
  await makePost({
    key: 'b1',
    seller: () => bravo,
    vehicle: 'civic',
    ...honda,
    part: 'alternator',
    year: 2015,
    price: 180,
    stock: 'BC-9931',
    description: 'Two alternators, rebuilt.',
  });
  await makePost({
    key: 'b2',
    seller: () => bravo,
    vehicle: 'focus',
    ...ford,
    part: 'alternator',
    year: 2018,
    price: 300,
    stock: 'ZX-2018',
    description: 'Radiator with no leaks.',
  });
  await makePost({
    key: 'b3',
    seller: () => bravo,
    vehicle: 'civic',
    ...honda,
    part: 'starter',
    year: 2012,
    price: 100, // the same price as a1: the id decides
    stock: 'HC-TIE',
    description: 'Door mirror, left side.',
  });
  const sold = await makePost({
    key: 'sold',
    seller: () => bravo,
    vehicle: 'civic',
    ...honda,
    part: 'alternator',
    year: 2012,
    price: 90,
    stock: 'SOLD-1',
    description: 'Alternator, sold already.',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/posts/${sold.id}/sold`,
    headers: { cookie: bravo.cookie },
  });
  expect(res.json().status).toBe('sold');
  sold.live = false;
});
afterAll(() => t.close());

describe('filters', () => {
  it('with no filter lists every live post (never a sold one), cheapest first', async () => {
    const page = await search();
    expect(idsOf(page)).toEqual(expected());
    expect(idsOf(page)).not.toContain(byKey('sold').id);
    expect(page).toMatchObject({ range_from: 0, range_to: 9, hasMore: false });
    // a1 and b3 cost the same: the older id first.
    const tie = idsOf(page).filter((id) => id === byKey('a1').id || id === byKey('b3').id);
    expect(tie).toEqual([byKey('a1').id, byKey('b3').id]);
  });

  it('an empty (or blank) value applies no filter', async () => {
    const empty = {
      search_year: '',
      search_make: '',
      search_manufacturer: '',
      search_part: '',
      search_user_id: '',
      q: '',
      lat: '',
      lng: '',
      radius: '',
      unit: '',
      range_from: '',
      range_to: '',
      order_by: '',
      direction: '',
    };
    expect(idsOf(await search(empty))).toEqual(expected());
    expect(idsOf(await search({ search_year: ' ', search_manufacturer: '  ', q: ' ' }))).toEqual(expected());
  });

  const cases: {
    name: string;
    query: () => Record<string, string | number>;
    match: (f: TFixture) => boolean;
  }[] = [
    { name: 'search_year', query: () => ({ search_year: 2012 }), match: (f) => f.year === 2012 },
    { name: 'search_year (no post)', query: () => ({ search_year: 1999 }), match: () => false },
    { name: 'search_make', query: () => ({ search_make: ids.civic }), match: (f) => f.vehicle === 'civic' },
    {
      name: 'search_manufacturer',
      query: () => ({ search_manufacturer: 'Honda' }),
      match: (f) => f.manufacturer === 'Honda',
    },
    {
      name: 'search_manufacturer, without regard to case',
      query: () => ({ search_manufacturer: 'fORD' }),
      match: (f) => f.manufacturer === 'Ford',
    },
    {
      name: 'search_manufacturer is the whole manufacturer, not a prefix of it',
      query: () => ({ search_manufacturer: 'Hond' }),
      match: () => false,
    },
    {
      name: 'search_manufacturer takes % and _ literally',
      query: () => ({ search_manufacturer: '%' }),
      match: () => false,
    },
    {
      name: 'search_manufacturer with a model is no manufacturer',
      query: () => ({ search_manufacturer: 'Honda - Civic' }),
      match: () => false,
    },
    {
      name: 'search_part',
      query: () => ({ search_part: ids.starter }),
      match: (f) => f.part === 'starter',
    },
    {
      name: 'search_user_id',
      query: () => ({ search_user_id: alpha.id }),
      match: (f) => f.seller() === alpha,
    },
    {
      name: 'year + make',
      query: () => ({ search_year: 2012, search_make: ids.civic }),
      match: (f) => f.year === 2012 && f.vehicle === 'civic',
    },
    {
      name: 'manufacturer + part',
      query: () => ({ search_manufacturer: 'honda', search_part: ids.alternator }),
      match: (f) => f.manufacturer === 'Honda' && f.part === 'alternator',
    },
    {
      name: 'year + manufacturer + part + seller',
      query: () => ({
        search_year: 2012,
        search_manufacturer: 'HONDA',
        search_part: ids.alternator,
        search_user_id: alpha.id,
      }),
      match: (f) =>
        f.year === 2012 && f.manufacturer === 'Honda' && f.part === 'alternator' && f.seller() === alpha,
    },
    {
      name: 'make + manufacturer that disagree',
      query: () => ({ search_make: ids.focus, search_manufacturer: 'Honda' }),
      match: () => false,
    },
    {
      name: 'seller + part',
      query: () => ({ search_user_id: bravo.id, search_part: ids.alternator }),
      match: (f) => f.seller() === bravo && f.part === 'alternator',
    },
    {
      name: 'every filter + keyword',
      query: () => ({
        search_year: 2015,
        search_make: ids.civic,
        search_manufacturer: 'Honda',
        search_part: ids.alternator,
        search_user_id: bravo.id,
        q: 'alternator',
      }),
      match: (f) => f.key === 'b1',
    },
  ];
  it.each(cases)('$name', async ({ query, match }) => {
    const page = await search(query());
    expect(idsOf(page)).toEqual(expected(match));
  });

  it('unknown vehicle, part or seller: an empty list', async () => {
    const queries: Record<string, string | number>[] = [
      { search_make: 999_999 },
      { search_part: 999_999 },
      { search_user_id: 'no-such-user' },
      { search_manufacturer: 'Zastava' },
    ];
    for (const query of queries) {
      const page = await search(query);
      expect(page.posts).toEqual([]);
      expect(page.hasMore).toBe(false);
    }
  });
});

describe('keyword q', () => {
  const keywordCases: { q: string; keys: string[] }[] = [
    { q: 'alternator', keys: ['a1', 'b1'] }, // b1 says 'alternators': stemming
    { q: 'alternators', keys: ['a1', 'b1'] },
    { q: 'Starter', keys: ['a2', 'a3'] },
    { q: 'leaks radiator', keys: ['b2'] }, // every word, in any order
    { q: 'mirror', keys: ['b3'] },
    // Any part of a stock number from 3 characters, whatever the case.
    { q: '012-a', keys: ['a1'] },
    { q: 'hc-', keys: ['a1', 'b3'] },
    { q: '9931', keys: ['b1'] },
    // % and _ are literal: these would match almost anything as LIKE wildcards.
    { q: 'F_12%', keys: ['a3'] },
    { q: '2%A', keys: [] },
    { q: 'C_2', keys: [] },
    { q: '%%%', keys: [] },
    { q: '___', keys: [] },
    { q: 'nothing-like-this', keys: [] },
  ];
  it.each(keywordCases)('q=$q', async ({ q, keys }) => {
    const want = new Set(keys.map((k) => byKey(k).id));
    expect(idsOf(await search({ q }))).toEqual(expected((f) => want.has(f.id)));
  });

  it('SQL in any text parameter is only text: 200, the right list, and the table is still there', async () => {
    const hostile = [
      "'; DROP TABLE posts; --",
      "' OR '1'='1",
      '1); DELETE FROM favorites; --',
      "\\'; SELECT pg_sleep(0); --",
      '$$ OR true $$',
    ];
    for (const text of hostile) {
      for (const key of ['q', 'search_manufacturer', 'search_user_id']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/posts/search?${qs({ [key]: text })}`,
        });
        expect(res.statusCode, `${key}=${text}: ${res.body}`).toBe(200);
        expect(res.json().posts, `${key}=${text}`).toEqual([]);
      }
    }
    const count = await t.app.db.execute(sql`SELECT count(*)::int AS n FROM posts`);
    expect(count.rows[0]?.n).toBe(fixtures.length);
    expect(idsOf(await search())).toEqual(expected());
  });
});

describe('what a listed post carries', () => {
  it('the fields of a list (SPEC.md section 3), with its photos, and nothing private', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/posts/search' });
    const posts = (res.json() as TSearchPage).posts;
    for (const post of posts) {
      expect(Object.keys(post).sort()).toEqual(
        [
          'id',
          'user_id',
          'username',
          'price',
          'currencytype',
          'year',
          'vehicle_name',
          'part_name',
          'stock_number',
          'description',
          'city',
          'state',
          'country',
          'distance',
          'images',
          'favorites',
          // what it fits, the row that matched, the part's details
          'fitments',
          'matched_fitment',
          'condition',
          'grade',
          'mileage_km',
          'warranty_days',
          'delivery',
          'shipping_price',
          'oem_numbers',
          'donor_vin',
        ].sort(),
      );
    }
    const a1 = posts.find((p) => p.id === byKey('a1').id) as TListedPost;
    expect(a1).toMatchObject({
      user_id: alpha.id,
      username: 'alpha_seller',
      price: 100,
      currencytype: 'CAD',
      year: 2012,
      vehicle_name: 'Honda - Civic',
      part_name: 'Alternator',
      stock_number: 'HC-2012-ALT',
      description: 'Alternator in good working order, 80k km.',
      city: 'Ottawa',
      state: 'ON',
      country: 'Canada',
      distance: null,
      favorites: [],
      fitments: [
        {
          vehicle_id: a1.fitments[0]?.vehicle_id,
          vehicle_name: 'Honda - Civic',
          year_from: 2012,
          year_to: 2012,
        },
      ],
      matched_fitment: null,
      condition: 'used',
      grade: null,
      warranty_days: 0,
      delivery: 'pickup',
      shipping_price: null,
      oem_numbers: [],
      donor_vin: null,
    });
    expect(a1.images.map((i) => i.position)).toEqual([0, 1]);
    for (const image of a1.images) {
      expect(image.image).toMatch(/^\/media\/posts\/.+-full\.webp$/);
      expect(image.thumb).toMatch(/-thumb\.webp$/);
    }
    // The photo is served.
    const photo = await t.app.inject({ method: 'GET', url: a1.images[0]?.thumb ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(posts.find((p) => p.id === byKey('a2').id)?.images).toEqual([]);
    for (const secret of [
      PRIVATE.first,
      PRIVATE.last,
      PRIVATE.street,
      PRIVATE.zip,
      alpha.email,
      bravo.email,
      '@example.com',
      '45.4215',
      '-75.6972',
    ]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it("carries the signed-in viewer's own favourite of each post: [{id}] or [], and [] for a visitor", async () => {
    const toggle = await t.app.inject({
      method: 'POST',
      url: '/api/favorites/toggle',
      headers: { cookie: viewer.cookie },
      payload: { post_id: byKey('b1').id },
    });
    expect(toggle.statusCode, toggle.body).toBe(200);
    const favoriteId = toggle.json().favorites[0].id as number;
    expect(favoriteId).toEqual(expect.any(Number));

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/posts/search',
      headers: { cookie: viewer.cookie },
    });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    for (const post of (mine.json() as TSearchPage).posts) {
      expect(post.favorites).toEqual(post.id === byKey('b1').id ? [{ id: favoriteId }] : []);
    }
    // Another user (here the seller) and a visitor see no favourites of anyone's.
    for (const cookie of [bravo.cookie, alpha.cookie, '']) {
      for (const post of (await search({}, cookie)).posts) expect(post.favorites).toEqual([]);
    }
    // A cookie that is no session is a visitor.
    for (const post of (await search({}, 'better-auth.session_token=forged.value')).posts) {
      expect(post.favorites).toEqual([]);
    }
  });
});

describe('live posts only', () => {
  it('leaves out posts past their expiry, whether or not the expiry job has run yet', async () => {
    const early = [byKey('early-a').id, byKey('early-b').id];
    expect(idsOf(await search())).toEqual(expect.arrayContaining(early));
    now = T2;
    try {
      // Still 'active' in the table: the expiry job has not run, yet they are gone from search.
      const status = await t.app.db.execute(
        sql`SELECT status FROM posts WHERE id IN (${early[0]}, ${early[1]})`,
      );
      expect(status.rows.map((r) => r.status)).toEqual(['active', 'active']);
      for (const f of fixtures) if (f.key.startsWith('early')) f.live = false;
      const page = await search();
      expect(idsOf(page)).toEqual(expected());
      for (const id of early) expect(idsOf(page)).not.toContain(id);
      expect(idsOf(await search({ search_user_id: alpha.id, search_year: 2012 }))).toEqual([
        byKey('a3').id,
        byKey('a1').id,
      ]);
      // The expiry job marks them expired: still gone.
      await runLifetimeJobs(t.app);
      const after = await t.app.db.execute(
        sql`SELECT status FROM posts WHERE id IN (${early[0]}, ${early[1]})`,
      );
      expect(after.rows.map((r) => r.status)).toEqual(['expired', 'expired']);
      expect(idsOf(await search())).toEqual(expected());
    } finally {
      now = T1;
    }
    // Status 'expired' with an expiry still ahead (the clock back): the status alone keeps them out.
    expect(idsOf(await search())).toEqual(expected());
    expect(idsOf(await search({ q: 'early' }))).toEqual([]);
  });
});
