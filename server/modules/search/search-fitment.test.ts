import type { TListedPost, TSearchPage } from '@common/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { createUser } from '../../test/accounts';
import { addFirstFitmentRows, setFitmentRows, type TTestFitment } from '../../test/fitments';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Fitment in GET /api/posts/search: a year, model or manufacturer matches a post when ANY of its
// fitment rows covers it (each post listed and counted once), matched_fitment names that row,
// the keyword box finds OEM numbers, and the condition, grade, warranty and shipping filters. The
// posts and their rows are written straight into the tables (as publish.ts writes them; the
// triggers of migration 0014 copy the posts' searched columns onto the rows).

const NOW = new Date('2027-06-01T12:00:00Z');
const DAY = 86_400_000;
let t: TTestApp;

const V: Record<string, number> = {};
const P: Record<string, number> = {};
const ID: Record<string, number> = {};
let partA = 0;
let partB = 0;

interface TSpec {
  key: string;
  price: number;
  rows: [string, number, number][];
  part?: 'A' | 'B';
  status?: 'active' | 'sold';
  details?: Partial<typeof posts.$inferInsert>;
  lat?: number;
  lng?: number;
}

// Prices are distinct, so price order is the order of this list by price.
const SPECS: TSpec[] = [
  { key: 'range', price: 100, rows: [['Honda - Civic', 2012, 2015]] },
  {
    key: 'second',
    price: 200,
    part: 'B',
    rows: [
      ['Toyota - Corolla', 2005, 2005],
      ['Honda - Civic', 2016, 2018],
    ],
  },
  // Only the spec's fields: one row of its year and vehicle (as migrated posts have).
  { key: 'spec', price: 300, rows: [['Honda - Accord', 2010, 2010]] },
  {
    key: 'twice',
    price: 150,
    rows: [
      ['Honda - Civic', 2000, 2003],
      ['Honda - Civic', 2008, 2009],
    ],
  },
  {
    key: 'acura',
    price: 250,
    rows: [
      ['Toyota - Corolla', 1999, 2001],
      ['Acura - ILX', 2013, 2015],
    ],
  },
  { key: 'sold', price: 50, status: 'sold', rows: [['Honda - Civic', 2012, 2015]] },
];

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/posts/search?${query}` });
async function search(query: string): Promise<TSearchPage> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TSearchPage;
}
const keysOf = (page: TSearchPage) =>
  page.posts.map((p) => Object.entries(ID).find(([, id]) => id === p.id)?.[0] ?? `#${p.id}`);
const byKey = (page: TSearchPage, key: string) => page.posts.find((p) => p.id === ID[key]) as TListedPost;

let sellerId = '';
async function insert(spec: TSpec): Promise<number> {
  const [first] = spec.rows;
  if (!first) throw new Error('a post has at least one row');
  const [row] = await t.app.db
    .insert(posts)
    .values({
      userId: sellerId,
      vehicleId: V[first[0]] as number,
      year: first[1],
      partId: spec.part === 'B' ? partB : partA,
      stockNumber: `FIT-${spec.key}`,
      description: `A part for the ${spec.key} test.`,
      price: spec.price.toFixed(2),
      currency: 'CAD',
      city: 'Toronto',
      state: 'ON',
      country: 'Canada',
      lat: spec.lat ?? 43.65,
      lng: spec.lng ?? -79.38,
      status: spec.status ?? 'active',
      createdAt: new Date(NOW.getTime() - DAY),
      expiresAt: new Date(NOW.getTime() + 30 * DAY),
      ...spec.details,
    })
    .returning({ id: posts.id });
  if (!row) throw new Error('no row');
  ID[spec.key] = row.id;
  const rows: TTestFitment[] = spec.rows.map(([name, from, to]) => ({
    vehicle_id: V[name] as number,
    year_from: from,
    year_to: to,
  }));
  // The spec-only post keeps the row every post gets from its own year and vehicle.
  if (spec.key === 'spec') await addFirstFitmentRows(t.app);
  else await setFitmentRows(t.app, row.id, rows);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, {}, { clock: () => NOW });
  sellerId = (await createUser(t.app, { username: 'fitment_seller' })).id;
  const vehicles = (await t.app.inject({ method: 'GET', url: '/api/vehicles' })).json() as {
    id: number;
    name: string;
  }[];
  for (const name of ['Honda - Civic', 'Honda - Accord', 'Toyota - Corolla', 'Acura - ILX']) {
    const v = vehicles.find((x) => x.name === name);
    if (!v) throw new Error(`no ${name} in the catalog`);
    V[name] = v.id;
  }
  const parts = (await t.app.inject({ method: 'GET', url: '/api/parts' })).json() as { id: number }[];
  partA = parts[0]?.id as number;
  partB = parts[1]?.id as number;
  P.A = partA;
  P.B = partB;
  for (const spec of SPECS) await insert(spec);
}, 120_000);
afterAll(() => t?.close());

describe('fitment ranges', () => {
  it("matches a model and year from the range's first year to its last, not one outside", async () => {
    const civic = V['Honda - Civic'];
    for (const [year, keys] of [
      [2011, []],
      [2012, ['range']],
      [2015, ['range']],
      [2016, ['second']],
    ] as const) {
      const page = await search(`search_make=${civic}&search_year=${year}`);
      expect(keysOf(page), String(year)).toEqual(keys);
      expect(page.total).toBe(keys.length);
    }
    const edge = await search(`search_make=${civic}&search_year=2012`);
    expect(byKey(edge, 'range').matched_fitment).toBe(0);
  });

  it("finds a post by its second row's model and year, and says that row matched", async () => {
    const page = await search(`search_make=${V['Honda - Civic']}&search_year=2017`);
    expect(keysOf(page)).toEqual(['second']);
    const post = byKey(page, 'second');
    expect(post.matched_fitment).toBe(1);
    // The card's first row is still the post's own year and vehicle; the rows come in order.
    expect(post.year).toBe(2005);
    expect(post.vehicle_name).toBe('Toyota - Corolla');
    expect(post.fitments).toEqual([
      { vehicle_id: V['Toyota - Corolla'], vehicle_name: 'Toyota - Corolla', year_from: 2005, year_to: 2005 },
      { vehicle_id: V['Honda - Civic'], vehicle_name: 'Honda - Civic', year_from: 2016, year_to: 2018 },
    ]);
  });

  it("finds a post with only the spec's year and vehicle (one row)", async () => {
    const page = await search(`search_make=${V['Honda - Accord']}&search_year=2010`);
    expect(keysOf(page)).toEqual(['spec']);
    expect(byKey(page, 'spec').fitments).toEqual([
      { vehicle_id: V['Honda - Accord'], vehicle_name: 'Honda - Accord', year_from: 2010, year_to: 2010 },
    ]);
    expect(keysOf(await search(`search_make=${V['Honda - Accord']}&search_year=2011`))).toEqual([]);
  });

  it('matches a year alone on any row of any model', async () => {
    const y2001 = await search('search_year=2001');
    expect(keysOf(y2001)).toEqual(['twice', 'acura']);
    expect(byKey(y2001, 'acura').matched_fitment).toBe(0);
    const y2014 = await search('search_year=2014');
    expect(keysOf(y2014)).toEqual(['range', 'acura']);
    expect(byKey(y2014, 'acura').matched_fitment).toBe(1);
    expect(keysOf(await search('search_year=2014&order_by=price&direction=desc'))).toEqual([
      'acura',
      'range',
    ]);
    expect(keysOf(await search('search_year=1998'))).toEqual([]);
  });

  it("matches a manufacturer through a second row's model", async () => {
    const acura = await search('search_manufacturer=Acura');
    expect(keysOf(acura)).toEqual(['acura']);
    expect(byKey(acura, 'acura').matched_fitment).toBe(1);
    const acura2014 = await search('search_manufacturer=acura&search_year=2014');
    expect(keysOf(acura2014)).toEqual(['acura']);
    expect(keysOf(await search('search_manufacturer=Acura&search_year=2000'))).toEqual([]);
    // Honda: the Civic and Accord posts, the second one through its second row.
    const honda = await search('search_manufacturer=Honda');
    expect(keysOf(honda)).toEqual(['range', 'twice', 'second', 'spec']);
    expect(honda.total).toBe(4);
    expect(byKey(honda, 'second').matched_fitment).toBe(1);
  });

  it('narrows a model and year by part', async () => {
    const civic = V['Honda - Civic'];
    expect(keysOf(await search(`search_make=${civic}&search_year=2017&search_part=${partB}`))).toEqual([
      'second',
    ]);
    expect(keysOf(await search(`search_make=${civic}&search_year=2017&search_part=${partA}`))).toEqual([]);
    expect(keysOf(await search(`search_year=2013&search_part=${partA}`))).toEqual(['range', 'acura']);
    expect(keysOf(await search(`search_manufacturer=Honda&search_part=${partB}`))).toEqual(['second']);
  });

  it('lists and counts a post with two rows of one model once, in every order and page', async () => {
    const civic = V['Honda - Civic'];
    const all = await search(`search_make=${civic}`);
    expect(keysOf(all)).toEqual(['range', 'twice', 'second']);
    expect(all.total).toBe(3);
    expect(byKey(all, 'twice').matched_fitment).toBe(0);
    expect(keysOf(await search(`search_make=${civic}&direction=desc`))).toEqual(['second', 'twice', 'range']);
    // Year order is the post's own year (its first row): 2000, 2005, 2012.
    expect(keysOf(await search(`search_make=${civic}&order_by=year`))).toEqual(['twice', 'second', 'range']);
    expect(keysOf(await search(`search_make=${civic}&order_by=year&direction=desc`))).toEqual([
      'range',
      'second',
      'twice',
    ]);
    // Page by page, one post a page: each once, and the next page known.
    const seen: string[] = [];
    for (let from = 0; from < 4; from++) {
      const page = await search(`search_make=${civic}&range_from=${from}&range_to=${from}`);
      seen.push(...keysOf(page));
      expect(page.hasMore).toBe(from < 2);
      expect(page.total).toBe(3);
    }
    expect(seen).toEqual(['range', 'twice', 'second']);
    const second = await search(`search_make=${civic}&search_year=2008`);
    expect(keysOf(second)).toEqual(['twice']);
    expect(byKey(second, 'twice').matched_fitment).toBe(1);
  });

  it('gives matched_fitment null when the search asks no year, model or manufacturer', async () => {
    for (const query of ['', `search_part=${partB}`, 'q=second', 'order_by=year']) {
      const page = await search(query);
      expect(page.posts.length, query).toBeGreaterThan(0);
      for (const post of page.posts) expect(post.matched_fitment, query).toBeNull();
    }
    // Never a sold post, whatever its rows.
    const all = await search(`search_make=${V['Honda - Civic']}&search_year=2013`);
    expect(keysOf(all)).toEqual(['range']);
  });

  it('matches rows with a keyword, a radius and nearest first as well', async () => {
    const civic = V['Honda - Civic'];
    const near = 'lat=43.65&lng=-79.38';
    expect(keysOf(await search(`search_make=${civic}&q=second`))).toEqual(['second']);
    expect(keysOf(await search(`search_make=${civic}&q=part&order_by=year`))).toEqual([
      'twice',
      'second',
      'range',
    ]);
    const radius = await search(`search_make=${civic}&search_year=2017&${near}&radius=10&unit=km`);
    expect(keysOf(radius)).toEqual(['second']);
    expect(radius.posts[0]?.distance).toBeLessThan(1);
    const nearest = await search(`search_make=${civic}&${near}&order_by=distance`);
    expect(keysOf(nearest).sort()).toEqual(['range', 'second', 'twice']);
    expect(nearest.total).toBe(3);
    expect(byKey(nearest, 'second').matched_fitment).toBe(1);
    expect(keysOf(await search(`search_make=${civic}&search_user_id=${sellerId}`))).toEqual([
      'range',
      'twice',
      'second',
    ]);
  });
});
