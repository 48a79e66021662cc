import type { TSearchPage } from '@common/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { createUser } from '../../test/accounts';
import { addFirstFitmentRows } from '../../test/fitments';
import { someIds } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Part numbers and details in GET /api/posts/search: the keyword box finds OEM / interchange
// numbers (normalised: exact, or by prefix from OEM_PREFIX_MIN letters or digits) in every keyword
// path (bands, walks, nearest first, the count), and the condition, grade-or-better, warranty and
// shipping filters, alone, together and with the other filters. Posts are written straight into
// the table; the trigger of migration 0014 fills post_part_numbers from oem_numbers.

const NOW = new Date('2027-06-01T12:00:00Z');
const DAY = 86_400_000;
let t: TTestApp;
const ID: Record<string, number> = {};
let vehicleId = 0;

type TDetails = Partial<typeof posts.$inferInsert>;
// Prices are distinct and rise down the list: price order is this order.
const SPECS: [string, TDetails][] = [
  [
    'alt',
    { oemNumbers: ['31100-RNA-A01'], condition: 'used', grade: 'A', warrantyDays: 90, delivery: 'both' },
  ],
  ['alt2', { oemNumbers: ['31100 rna b02', 'XY-7'], condition: 'used', grade: 'B', delivery: 'shipping' }],
  ['short', { oemNumbers: ['X9'], condition: 'used', grade: 'C', warrantyDays: 30 }],
  ['new', { condition: 'new', warrantyDays: 180, delivery: 'shipping' }],
  ['reman', { condition: 'remanufactured', warrantyDays: 30, delivery: 'pickup' }],
  ['plain', { condition: 'used' }],
];

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/posts/search?${query}` });
async function search(query: string): Promise<TSearchPage> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TSearchPage;
}
const keysOf = (page: TSearchPage) =>
  page.posts.map((p) => Object.entries(ID).find(([, id]) => id === p.id)?.[0] ?? `#${p.id}`);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, {}, { clock: () => NOW });
  const seller = await createUser(t.app, { username: 'details_seller' });
  const ids = await someIds(t.app);
  vehicleId = ids.vehicleId;
  for (const [i, [key, details]] of SPECS.entries()) {
    const [row] = await t.app.db
      .insert(posts)
      .values({
        userId: seller.id,
        vehicleId,
        year: 2012,
        partId: ids.partId,
        stockNumber: `DET-${i}`,
        description: `Part ${key}.`,
        price: String(100 + i * 10),
        currency: 'CAD',
        city: 'Toronto',
        state: 'ON',
        country: 'Canada',
        lat: 43.65 + i * 0.01,
        lng: -79.38,
        createdAt: new Date(NOW.getTime() - DAY),
        expiresAt: new Date(NOW.getTime() + 30 * DAY),
        ...details,
      })
      .returning({ id: posts.id });
    ID[key] = row?.id as number;
  }
  await addFirstFitmentRows(t.app);
}, 120_000);
afterAll(() => t?.close());

describe('OEM numbers in the keyword box', () => {
  it('finds a number exactly, however it is written (case, spaces, dashes)', async () => {
    for (const q of ['31100RNAA01', '31100-RNA-A01', '31100 rna a01', '31100.rna/a01']) {
      const page = await search(`q=${encodeURIComponent(q)}`);
      expect(keysOf(page), q).toEqual(['alt']);
      expect(page.total).toBe(1);
    }
    const post = (await search('q=31100RNAA01')).posts[0];
    expect(post?.oem_numbers).toEqual(['31100-RNA-A01']);
  });

  it('finds numbers by their start once it has 3 letters or digits', async () => {
    expect(keysOf(await search('q=31100-RNA'))).toEqual(['alt', 'alt2']);
    expect(keysOf(await search('q=311'))).toEqual(['alt', 'alt2']);
    expect(keysOf(await search('q=31100RNAB'))).toEqual(['alt2']);
    expect((await search('q=311')).total).toBe(2);
  });

  it('finds a shorter keyword only as a whole number, not as a start', async () => {
    expect(keysOf(await search('q=31'))).toEqual([]);
    expect(keysOf(await search('q=X'))).toEqual([]);
    expect(keysOf(await search('q=x-9'))).toEqual(['short']);
    expect(keysOf(await search('q=XY7'))).toEqual(['alt2']);
    expect(keysOf(await search('q=---'))).toEqual([]);
  });

  it('finds numbers in every keyword path: year order, with filters, nearest first, paged', async () => {
    const q = 'q=31100-RNA';
    expect(keysOf(await search(`${q}&order_by=year&direction=desc`)).sort()).toEqual(['alt', 'alt2']);
    expect(keysOf(await search(`${q}&direction=desc`))).toEqual(['alt2', 'alt']);
    expect(keysOf(await search(`${q}&search_make=${vehicleId}`))).toEqual(['alt', 'alt2']);
    expect(keysOf(await search(`${q}&search_year=2012&order_by=year`))).toEqual(['alt', 'alt2']);
    const nearest = await search(`${q}&lat=43.65&lng=-79.38&order_by=distance`);
    expect(keysOf(nearest)).toEqual(['alt', 'alt2']);
    expect(nearest.total).toBe(2);
    const radius = await search(`${q}&lat=43.65&lng=-79.38&radius=1&unit=km`);
    expect(keysOf(radius)).toEqual(['alt']);
    expect(radius.total).toBe(1);
    const second = await search(`${q}&range_from=1&range_to=1`);
    expect(keysOf(second)).toEqual(['alt2']);
    expect(second).toMatchObject({ total: 2, hasMore: false });
    // A word still finds its posts alongside.
    expect(keysOf(await search('q=alt2'))).toEqual(['alt2']);
  });
});

describe('condition, grade, warranty and shipping', () => {
  it('each filter alone', async () => {
    expect(keysOf(await search('condition=new'))).toEqual(['new']);
    expect(keysOf(await search('condition=remanufactured'))).toEqual(['reman']);
    expect(keysOf(await search('condition=used'))).toEqual(['alt', 'alt2', 'short', 'plain']);
    // That grade or better; only used parts have grades.
    expect(keysOf(await search('grade=A'))).toEqual(['alt']);
    expect(keysOf(await search('grade=B'))).toEqual(['alt', 'alt2']);
    expect(keysOf(await search('grade=C'))).toEqual(['alt', 'alt2', 'short']);
    // At least so many days (0: any, as-is included).
    expect(keysOf(await search('warranty=0'))).toHaveLength(SPECS.length);
    expect(keysOf(await search('warranty=30'))).toEqual(['alt', 'short', 'new', 'reman']);
    expect(keysOf(await search('warranty=90'))).toEqual(['alt', 'new']);
    expect(keysOf(await search('warranty=180'))).toEqual(['new']);
    // Shipping offered: shipping alone or with pickup.
    expect(keysOf(await search('shipping=1'))).toEqual(['alt', 'alt2', 'new']);
    expect((await search('shipping=1')).total).toBe(3);
    // An empty value is no filter.
    expect(keysOf(await search('condition=&grade=&warranty=&shipping='))).toHaveLength(SPECS.length);
  });

  it('together, and with the other filters and sorts', async () => {
    expect(keysOf(await search('condition=used&grade=B&shipping=1'))).toEqual(['alt', 'alt2']);
    expect(keysOf(await search('condition=used&grade=C&warranty=30'))).toEqual(['alt', 'short']);
    expect(keysOf(await search('condition=used&grade=B&warranty=30&shipping=1'))).toEqual(['alt']);
    expect(keysOf(await search('condition=new&grade=A'))).toEqual([]);
    expect(
      keysOf(await search(`shipping=1&search_make=${vehicleId}&search_year=2012&direction=desc`)),
    ).toEqual(['new', 'alt2', 'alt']);
    const counted = await search(`warranty=30&search_year=2012&order_by=year`);
    expect(keysOf(counted)).toEqual(['alt', 'short', 'new', 'reman']);
    expect(counted.total).toBe(4);
    expect(keysOf(await search('warranty=30&q=part'))).toEqual(['alt', 'short', 'new', 'reman']);
    expect(keysOf(await search('grade=B&q=31100'))).toEqual(['alt', 'alt2']);
    expect(keysOf(await search('grade=A&q=31100'))).toEqual(['alt']);
    const nearest = await search('shipping=1&lat=43.65&lng=-79.38&order_by=distance');
    expect(keysOf(nearest)).toEqual(['alt', 'alt2', 'new']);
    const card = (await search('grade=A')).posts[0];
    expect(card).toMatchObject({
      condition: 'used',
      grade: 'A',
      warranty_days: 90,
      delivery: 'both',
      shipping_price: null,
      mileage_km: null,
    });
  });
});
