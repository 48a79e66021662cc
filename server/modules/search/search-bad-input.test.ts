import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// GET /api/posts/search (and GET /api/favorites, which takes the same query) with malformed and
// hostile input: a 400 with the error shape and a clear message, or a 200; never a 500.

let t: TTestApp;
let cookie: string;
beforeAll(async () => {
  // Hundreds of requests from one address: the per-minute limit is not what is tested here.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const seller = await createUser(t.app, { username: 'bad_input_seller' });
  const { checkout } = await createPost(t.app, seller.cookie);
  expect(checkout.statusCode, checkout.body).toBe(200);
  cookie = (await createUser(t.app)).cookie;
});
afterAll(() => t.close());

const get = (query: string, path = '/api/posts/search') =>
  t.app.inject({
    method: 'GET',
    url: `${path}?${query}`,
    headers: path === '/api/favorites' ? { cookie } : {},
  });

function expectErrorShape(body: unknown) {
  expect(body).toEqual({
    statusCode: 400,
    code: 'VALIDATION',
    message: expect.any(String),
    fields: expect.any(Object),
  });
  expect((body as { message: string }).message.length).toBeGreaterThan(10);
}

const rejected: { query: string; message?: string; field: string }[] = [
  { query: 'search_year=abc', message: MESSAGES.searchYearInvalid, field: 'search_year' },
  { query: 'search_year=1800', message: MESSAGES.searchYearInvalid, field: 'search_year' },
  { query: 'search_year=2012.5', message: MESSAGES.searchYearInvalid, field: 'search_year' },
  { query: 'search_year=99999', message: MESSAGES.searchYearInvalid, field: 'search_year' },
  { query: 'search_year=Infinity', message: MESSAGES.searchYearInvalid, field: 'search_year' },
  { query: 'search_make=-1', message: MESSAGES.searchModelInvalid, field: 'search_make' },
  { query: 'search_make=0', message: MESSAGES.searchModelInvalid, field: 'search_make' },
  { query: 'search_make=1.5', message: MESSAGES.searchModelInvalid, field: 'search_make' },
  { query: 'search_make=civic', message: MESSAGES.searchModelInvalid, field: 'search_make' },
  { query: 'search_make=99999999999', message: MESSAGES.searchModelInvalid, field: 'search_make' },
  { query: 'search_part=-7', message: MESSAGES.searchPartInvalid, field: 'search_part' },
  { query: 'search_part=2.25', message: MESSAGES.searchPartInvalid, field: 'search_part' },
  { query: 'search_part=x', message: MESSAGES.searchPartInvalid, field: 'search_part' },
  { query: 'radius=50', message: MESSAGES.locationRequired, field: 'radius' },
  { query: 'radius=50&unit=km&lng=-79.38', message: MESSAGES.locationInvalid, field: 'lat' },
  { query: 'order_by=distance', message: MESSAGES.locationRequired, field: 'order_by' },
  { query: 'lat=43.65', message: MESSAGES.locationInvalid, field: 'lng' },
  { query: 'lng=-79.38', message: MESSAGES.locationInvalid, field: 'lat' },
  { query: 'lat=91&lng=0', message: MESSAGES.locationInvalid, field: 'lat' },
  { query: 'lat=-90.5&lng=0', message: MESSAGES.locationInvalid, field: 'lat' },
  { query: 'lat=0&lng=181', message: MESSAGES.locationInvalid, field: 'lng' },
  { query: 'lat=north&lng=west', message: MESSAGES.locationInvalid, field: 'lat' },
  { query: 'lat=43&lng=-79&radius=-5', message: MESSAGES.radiusInvalid, field: 'radius' },
  { query: 'lat=43&lng=-79&radius=0', message: MESSAGES.radiusInvalid, field: 'radius' },
  { query: 'lat=43&lng=-79&radius=100000', message: MESSAGES.radiusInvalid, field: 'radius' },
  { query: 'lat=43&lng=-79&radius=far', message: MESSAGES.radiusInvalid, field: 'radius' },
  { query: 'lat=43&lng=-79&radius=50&unit=furlongs', message: MESSAGES.unitInvalid, field: 'unit' },
  { query: 'unit=KM', message: MESSAGES.unitInvalid, field: 'unit' },
  { query: 'order_by=popularity', message: MESSAGES.sortInvalid, field: 'order_by' },
  { query: 'order_by=price;DROP TABLE posts', message: MESSAGES.sortInvalid, field: 'order_by' },
  { query: 'direction=sideways', message: MESSAGES.sortInvalid, field: 'direction' },
  { query: 'range_from=-1', message: MESSAGES.rangeInvalid, field: 'range_from' },
  { query: 'range_from=1.5', message: MESSAGES.rangeInvalid, field: 'range_from' },
  { query: 'range_from=ten', message: MESSAGES.rangeInvalid, field: 'range_from' },
  { query: 'range_from=99999999', message: MESSAGES.rangeTooDeep, field: 'range_from' },
  { query: 'range_from=10001', message: MESSAGES.rangeTooDeep, field: 'range_from' },
  { query: 'range_from=20&range_to=10', message: MESSAGES.rangeInvalid, field: 'range_to' },
  { query: 'range_from=0&range_to=-1', message: MESSAGES.rangeInvalid, field: 'range_to' },
  { query: 'range_from=0&range_to=99999999', message: MESSAGES.rangeInvalid, field: 'range_to' },
  { query: `q=${'a'.repeat(10_240)}`, message: MESSAGES.keywordTooLong, field: 'q' },
  { query: `q=${'%C3%A9'.repeat(201)}`, message: MESSAGES.keywordTooLong, field: 'q' },
  {
    query: `search_manufacturer=${'x'.repeat(101)}`,
    message: MESSAGES.fieldTooLong,
    field: 'search_manufacturer',
  },
  { query: `search_user_id=${'x'.repeat(101)}`, message: MESSAGES.fieldTooLong, field: 'search_user_id' },
  // The part-detail filters.
  { query: 'condition=broken', message: MESSAGES.conditionInvalid, field: 'condition' },
  { query: 'condition=USED', message: MESSAGES.conditionInvalid, field: 'condition' },
  { query: 'grade=D', message: MESSAGES.gradeInvalid, field: 'grade' },
  { query: 'grade=a', message: MESSAGES.gradeInvalid, field: 'grade' },
  { query: 'warranty=45', message: MESSAGES.warrantyInvalid, field: 'warranty' },
  { query: 'warranty=-30', message: MESSAGES.warrantyInvalid, field: 'warranty' },
  { query: 'warranty=90days', message: MESSAGES.warrantyInvalid, field: 'warranty' },
  { query: 'warranty=365', message: MESSAGES.warrantyInvalid, field: 'warranty' },
  { query: 'shipping=yes', message: MESSAGES.shippingFilterInvalid, field: 'shipping' },
  { query: 'shipping=0', message: MESSAGES.shippingFilterInvalid, field: 'shipping' },
  // PostgreSQL text cannot hold NUL: refused up front, not a failed query.
  { query: 'q=%00', field: 'q' },
  { query: 'q=brake%00pads', field: 'q' },
  { query: 'search_manufacturer=Honda%00', field: 'search_manufacturer' },
  { query: 'search_user_id=%00', field: 'search_user_id' },
  // A parameter given twice is a list, not a value.
  { query: 'q=a&q=b', field: 'q' },
  { query: 'search_user_id=a&search_user_id=b', field: 'search_user_id' },
  { query: 'order_by=price&order_by=year', message: MESSAGES.sortInvalid, field: 'order_by' },
  { query: 'search_year=2010&search_year=2011', message: MESSAGES.searchYearInvalid, field: 'search_year' },
];

describe('bad input', () => {
  it.each(rejected)('$field: 400 for $query', async ({ query, message, field }) => {
    for (const path of ['/api/posts/search', '/api/favorites']) {
      const res = await get(query, path);
      expect(res.statusCode, `${path}?${query.slice(0, 80)}: ${res.body.slice(0, 300)}`).toBe(400);
      const body = res.json();
      expectErrorShape(body);
      if (message) expect(body.message).toBe(message);
      expect(Object.keys(body.fields)).toContain(field);
    }
  });

  it('an unknown vehicle, part or seller is an empty list, not an error', async () => {
    for (const query of [
      'search_make=2147483647',
      'search_part=999999',
      'search_user_id=nobody',
      'search_manufacturer=Nope',
      'search_year=1900',
      'search_year=2100',
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(200);
      expect(res.json()).toMatchObject({ posts: [], hasMore: false });
    }
  });

  it('a keyword of stop words or punctuation only is not an error', async () => {
    const words = [
      'the',
      'a',
      'and or not',
      '!!!',
      '&|!',
      '!',
      ':*',
      '"',
      "'",
      '""',
      '(',
      ')(',
      '-',
      '<->',
      '\\',
      '*',
    ];
    for (const q of words) {
      const res = await get(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode, `q=${q}: ${res.body}`).toBe(200);
      expect(Array.isArray(res.json().posts)).toBe(true);
    }
  });

  it('odd but valid values are accepted', async () => {
    for (const query of [
      'search_year=%202012%20', // spaces around a number
      'search_year=2012&unknown_parameter=1', // unknown parameters are ignored
      'lat=0&lng=0&radius=0.5&unit=km',
      'lat=-90&lng=180&order_by=distance',
      'lat=90&lng=-180&radius=5000',
      'lat=5e-324&lng=-7e-323&order_by=distance', // subnormal floats, which PostgreSQL refuses
      'lat=1e-310&lng=1&radius=5e-324',
      `q=${encodeURIComponent('é'.repeat(200))}`,
      'q=%E2%80%AE%F0%9F%94%A7', // right-to-left mark and an emoji
      'range_from=10000',
      'direction=desc',
      'order_by=year&direction=asc',
    ]) {
      const res = await get(query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    }
  });

  it('hostile keywords leave the tables as they were', async () => {
    const before = await t.app.db.execute(sql`SELECT count(*)::int AS n FROM posts`);
    for (const q of ["'; DROP TABLE posts; --", "1' OR '1'='1' --", "'); DELETE FROM userdata; --"]) {
      const res = await get(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().posts).toEqual([]);
    }
    const after = await t.app.db.execute(sql`SELECT count(*)::int AS n FROM posts`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    expect((await get('')).json().posts).toHaveLength(1);
  });
});

describe('any string in any parameter', () => {
  const PARAMS = [
    'search_year',
    'search_make',
    'search_manufacturer',
    'search_part',
    'search_user_id',
    'q',
    'lat',
    'lng',
    'radius',
    'unit',
    'range_from',
    'range_to',
    'order_by',
    'direction',
  ];
  const value = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme-ascii', maxLength: 12 }),
    fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }).map(String),
    fc.double({ noNaN: false }).map(String),
    fc.constantFrom(
      '',
      ' ',
      '%',
      '_',
      "'",
      '"',
      '\\',
      '\0',
      'NaN',
      '-0',
      '1e309',
      '0x10',
      'null',
      '[]',
      '{}',
    ),
  );
  const query = fc.array(fc.tuple(fc.constantFrom(...PARAMS), value), { minLength: 1, maxLength: 4 });

  it('answers 200 or a 400 with the error shape, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (pairs, signedIn) => {
        const qs = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        const path = signedIn ? '/api/favorites' : '/api/posts/search';
        const res = await get(qs, path);
        expect([200, 400], `${path}?${qs}: ${res.body.slice(0, 300)}`).toContain(res.statusCode);
        if (res.statusCode === 400) expectErrorShape(res.json());
        else expect(res.json()).toMatchObject({ posts: expect.any(Array), hasMore: expect.any(Boolean) });
      }),
      { numRuns: 300 },
    );
  });
});
