import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TPostInput } from '@common/contracts/posts';
import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { postInput } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Fitment and part details on the posts server: a cart takes fitment rows and the part's details,
// publishing (every path) copies them to the post and its post_fitments rows in the same
// transaction, an edit replaces them in one, the answers show them, and bad input is a 4xx with
// nothing stored or changed.

// Before the fee start (2028-09-01) the launch code waives the fee; after it, the local test checkout.
const LAUNCH = new Date('2027-06-01T12:00:00Z');
let now = LAUNCH;
let t: TTestApp;
let seller: { id: string; cookie: string };
let civic: number;
let ilx: number;
let accord: number;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-fitment-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>PartsYard</title></head><body></body></html>',
  );
  t = await createTestApp({}, { webDist: dist }, { clock: () => now });
  seller = await createUser(t.app, { username: 'fitseller' });
  const vehicles = (await t.app.inject({ method: 'GET', url: '/api/vehicles' })).json() as {
    id: number;
    name: string;
  }[];
  const id = (name: string) => {
    const v = vehicles.find((x) => x.name === name);
    if (!v) throw new Error(`${name} is not in the catalog`);
    return v.id;
  };
  civic = id('Honda - Civic');
  ilx = id('Acura - ILX');
  accord = id('Honda - Accord');
}, 120_000);
afterAll(() => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const count = async (table: string) =>
  Number((await t.app.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)).rows[0]?.n);
const rows = async (query: ReturnType<typeof sql>) => (await t.app.db.execute(query)).rows;

/** A listing with two rows and every detail (no spec year/vehicle_id: the first row says them). */
const fullInput = async (change: Record<string, unknown> = {}) =>
  postInput(t.app, {
    year: undefined,
    vehicle_id: undefined,
    fitments: [
      { vehicle_id: civic, year_from: 2012, year_to: 2015 },
      { vehicle_id: ilx, year_from: 2013, year_to: 2015 },
    ],
    condition: 'used',
    grade: 'B',
    mileage: 50_000,
    mileage_unit: 'mi',
    warranty_days: 90,
    delivery: 'both',
    shipping_price: 25.5,
    oem_numbers: ['31100-RNA-A01', 'ab 123.45/6'],
    donor_vin: '1hgcm82633a004352',
    ...change,
  } as Partial<TPostInput>);

const newCart = async (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/carts', headers: { cookie: seller.cookie }, payload });

/** Pays for a cart: with the launch code before the fee start, through the local test checkout after. */
async function publish(cart: Record<string, unknown> & { id: number; currencytype: string }) {
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: { cookie: seller.cookie },
    payload: {
      ...cart,
      currency: cart.currencytype.toLowerCase(),
      discountCode: now < new Date('2028-09-01') ? 'PARTSYARD-LAUNCH' : '',
    },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const url = checkout.json().url as string;
  if (url.startsWith('/success?post_id=')) return Number(url.split('=')[1]);
  const pay = await t.app.inject({
    method: 'POST',
    url: `${new URL(url).pathname}/pay`,
    headers: { cookie: seller.cookie, ...form },
    payload: 'x=1',
  });
  expect(pay.statusCode, pay.body).toBe(303);
  const after = await t.app.inject({
    method: 'GET',
    url: `/api/carts/${cart.id}`,
    headers: { cookie: seller.cookie },
  });
  return after.json().post_id as number;
}

async function createAndPublish(payload: object) {
  const cart = await newCart(payload);
  expect(cart.statusCode, cart.body).toBe(201);
  return publish(cart.json());
}

const view = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/posts/${id}`, headers: { cookie: seller.cookie } })).json();
const fitmentRows = (postId: number) =>
  rows(sql`SELECT position, vehicle_id, year_from, year_to, live, post_year, part_id, price_cad::float8 AS price_cad
    FROM post_fitments WHERE post_id = ${postId} ORDER BY position`);
const partNumbers = async (postId: number) =>
  (await rows(sql`SELECT number FROM post_part_numbers WHERE post_id = ${postId} ORDER BY number`)).map(
    (r) => r.number,
  );

const expectedDetails = {
  condition: 'used',
  grade: 'B',
  mileage_km: 80_467, // 50,000 mi
  warranty_days: 90,
  delivery: 'both',
  shipping_price: 25.5,
  oem_numbers: ['31100-RNA-A01', 'ab 123.45/6'],
  donor_vin: '1HGCM82633A004352',
};

describe('a post with fitment rows and part details', () => {
  it('carries rows and details from the cart to the published post, its answers and its /view preview', async () => {
    const cart = await newCart(await fullInput());
    expect(cart.statusCode, cart.body).toBe(201);
    const fitments = [
      { vehicle_id: civic, vehicle_name: 'Honda - Civic', year_from: 2012, year_to: 2015 },
      { vehicle_id: ilx, vehicle_name: 'Acura - ILX', year_from: 2013, year_to: 2015 },
    ];
    expect(cart.json()).toMatchObject({ year: 2012, vehicle_id: civic, fitments, ...expectedDetails });

    const postId = await publish(cart.json());
    const post = await view(postId);
    expect(post).toMatchObject({ year: 2012, vehicle_id: civic, fitments, ...expectedDetails });
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/my-posts', headers: { cookie: seller.cookie } })
    ).json();
    expect(mine.posts.find((p: { id: number }) => p.id === postId)).toMatchObject({
      fitments,
      ...expectedDetails,
    });

    // The code wrote the rows; the triggers filled their copies and the matched part numbers.
    expect(await fitmentRows(postId)).toEqual([
      {
        position: 0,
        vehicle_id: civic,
        year_from: 2012,
        year_to: 2015,
        live: true,
        post_year: 2012,
        part_id: post.part_id,
        price_cad: 100,
      },
      {
        position: 1,
        vehicle_id: ilx,
        year_from: 2013,
        year_to: 2015,
        live: true,
        post_year: 2012,
        part_id: post.part_id,
        price_cad: 100,
      },
    ]);
    expect(await partNumbers(postId)).toEqual(['31100RNAA01', 'AB123456']);

    // /view/{id} redirects to the canonical /view/{id}/{slug}.
    const moved = await t.app.inject({ method: 'GET', url: `/view/${postId}` });
    const page = await t.app.inject({ method: 'GET', url: String(moved.headers.location) });
    expect(page.statusCode).toBe(200);
    const og = /<meta property="og:description" content="([^"]*)">/.exec(page.body)?.[1];
    expect(og).toBe(
      'Used, grade B. 90-day warranty. Local pickup or shipping ($25.50 CAD). ' +
        'Fits Honda Civic 2012-2015, Acura ILX 2013-2015. Alternator in good working order, 80k km.',
    );
  });

  it('publishes rows and details through the paid test checkout too, and a renewal keeps them', async () => {
    now = new Date('2028-10-01T12:00:00Z');
    try {
      const postId = await createAndPublish(
        await fullInput({ shipping_price: null, delivery: 'shipping', stock_number: 'PAID-1' }),
      );
      expect(postId).toBeGreaterThan(0);
      const post = await view(postId);
      expect(post.fitments).toHaveLength(2);
      expect(post).toMatchObject({ delivery: 'shipping', shipping_price: null, grade: 'B' });
      const before = await fitmentRows(postId);

      // A renewal (the fee is paid through the same checkout) keeps the post's rows.
      const renew = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${postId}/renew`,
        headers: { cookie: seller.cookie },
        payload: {},
      });
      expect(renew.statusCode, renew.body).toBe(200);
      const pay = await t.app.inject({
        method: 'POST',
        url: `${new URL(renew.json().url).pathname}/pay`,
        headers: { cookie: seller.cookie, ...form },
        payload: 'x=1',
      });
      expect(pay.statusCode, pay.body).toBe(303);
      const renewal = (
        await rows(sql`SELECT id, status, fitments FROM carts WHERE renews_post_id = ${postId}`)
      )[0] as { id: number; status: string; fitments: unknown };
      expect(renewal.status).toBe('published');
      const cart = (
        await t.app.inject({
          method: 'GET',
          url: `/api/carts/${renewal.id}`,
          headers: { cookie: seller.cookie },
        })
      ).json();
      expect(cart.fitments).toEqual(post.fitments);
      expect(cart).toMatchObject({ grade: 'B', delivery: 'shipping', shipping_price: null });
      expect(await fitmentRows(postId)).toEqual(before);
      expect((await view(postId)).fitments).toEqual(post.fitments);
    } finally {
      now = LAUNCH;
    }
  });

  it('takes an empty shipping price as "ask for a quote": stored so, answered null, and said so on /view', async () => {
    const cart = await newCart(
      await fullInput({ delivery: 'shipping', shipping_price: '', stock_number: 'QUOTE-1' }),
    );
    expect(cart.statusCode, cart.body).toBe(201);
    expect(cart.json()).toMatchObject({ delivery: 'shipping', shipping_price: null });
    const postId = await publish(cart.json());
    expect(await view(postId)).toMatchObject({ delivery: 'shipping', shipping_price: null });
    const stored = await rows(sql`SELECT shipping_price FROM posts WHERE id = ${postId}`);
    expect(stored).toEqual([{ shipping_price: null }]);
    const moved = await t.app.inject({ method: 'GET', url: `/view/${postId}` });
    const page = await t.app.inject({ method: 'GET', url: String(moved.headers.location) });
    const og = /<meta property="og:description" content="([^"]*)">/.exec(page.body)?.[1];
    expect(og).toContain('Ships (ask for a quote).');
    // Blank is empty too; a word is still refused with the sentence that says empty means a quote.
    expect((await newCart(await fullInput({ delivery: 'shipping', shipping_price: '  ' }))).statusCode).toBe(
      201,
    );
    const word = await newCart(await fullInput({ delivery: 'shipping', shipping_price: 'free' }));
    expect(word.statusCode).toBe(400);
    expect(word.json().message).toBe(MESSAGES.shippingPriceInvalid);
  });

  it("gives a post of the spec's fields only one row of its year, and the defaults", async () => {
    const postId = await createAndPublish(await postInput(t.app, { stock_number: 'SPEC-ONLY' }));
    const post = await view(postId);
    expect(post).toMatchObject({
      year: 2012,
      vehicle_id: civic,
      fitments: [{ vehicle_id: civic, vehicle_name: 'Honda - Civic', year_from: 2012, year_to: 2012 }],
      condition: 'used',
      grade: null,
      mileage_km: null,
      warranty_days: 0,
      delivery: 'pickup',
      shipping_price: null,
      oem_numbers: [],
      donor_vin: null,
    });
    expect(await fitmentRows(postId)).toHaveLength(1);
    expect(await partNumbers(postId)).toEqual([]);
    // /view/{id} redirects to the canonical /view/{id}/{slug}.
    const moved = await t.app.inject({ method: 'GET', url: `/view/${postId}` });
    const page = await t.app.inject({ method: 'GET', url: String(moved.headers.location) });
    expect(page.body).toContain(
      'content="Used. Sold as-is. Local pickup only. Fits Honda Civic 2012. Alternator in good working order, 80k km."',
    );
  });

  it('accepts a wrong check digit in a VIN built outside North America (only a warning)', async () => {
    // 'Z' is never a check digit: a European VIN that skips it.
    const res = await newCart(await fullInput({ donor_vin: 'WVWZZZ1JZXW000001' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().donor_vin).toBe('WVWZZZ1JZXW000001');
  });

  it('replaces the rows and details on an edit, in one transaction', async () => {
    const postId = await createAndPublish(await fullInput({ stock_number: 'EDIT-1' }));
    const post = await view(postId);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${postId}`,
      headers: { cookie: seller.cookie },
      payload: {
        part_id: post.part_id,
        stock_number: post.stock_number,
        description: post.description,
        price: 90,
        fitments: [
          { vehicle_id: accord, year_from: 2008, year_to: 2012 },
          { vehicle_id: civic, year_from: 2016, year_to: 2018 },
          { vehicle_id: civic, year_from: 2012, year_to: 2013 },
        ],
        condition: 'new',
        warranty_days: 180,
        delivery: 'pickup',
        oem_numbers: ['XY-9'],
        // null clears a detail; one left out would keep its stored value
        mileage: null,
        donor_vin: null,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fitments = [
      { vehicle_id: accord, vehicle_name: 'Honda - Accord', year_from: 2008, year_to: 2012 },
      { vehicle_id: civic, vehicle_name: 'Honda - Civic', year_from: 2016, year_to: 2018 },
      { vehicle_id: civic, vehicle_name: 'Honda - Civic', year_from: 2012, year_to: 2013 },
    ];
    const edited = {
      year: 2008,
      vehicle_id: accord,
      price: 90,
      fitments,
      condition: 'new',
      grade: null,
      mileage_km: null,
      warranty_days: 180,
      delivery: 'pickup',
      shipping_price: null,
      oem_numbers: ['XY-9'],
      donor_vin: null,
    };
    expect(res.json()).toMatchObject(edited);
    expect(await view(postId)).toMatchObject(edited);
    const stored = await fitmentRows(postId);
    expect(stored.map((r) => [r.position, r.vehicle_id, r.year_from, r.year_to, r.post_year])).toEqual([
      [0, accord, 2008, 2012, 2008],
      [1, civic, 2016, 2018, 2008],
      [2, civic, 2012, 2013, 2008],
    ]);
    expect(stored.every((r) => r.price_cad === 90 && r.live)).toBe(true);
    expect(await partNumbers(postId)).toEqual(['XY9']);
  });

  it("keeps the rows and details an edit of the spec's fields leaves out (an older client loses nothing)", async () => {
    const postId = await createAndPublish(await fullInput({ stock_number: 'EDIT-SPEC' }));
    const before = await view(postId);
    const edit = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/posts/${postId}`,
        headers: { cookie: seller.cookie },
        payload,
      });
    const spec = {
      year: 2012,
      vehicle_id: civic,
      part_id: before.part_id,
      stock_number: 'EDIT-SPEC',
      description: 'Only the spec fields',
      price: 100,
    };
    // The same first row's model and year: every row and detail stays.
    const same = await edit(spec);
    expect(same.statusCode, same.body).toBe(200);
    const kept = {
      fitments: before.fitments,
      condition: 'used',
      grade: 'B',
      mileage_km: before.mileage_km,
      warranty_days: 90,
      delivery: 'both',
      shipping_price: 25.5,
      oem_numbers: ['31100-RNA-A01', 'ab 123.45/6'],
      donor_vin: '1HGCM82633A004352',
    };
    expect(same.json()).toMatchObject({ ...kept, description: 'Only the spec fields' });
    // Another year: the first row becomes that year alone, the second row stays.
    const moved = await edit({ ...spec, year: 2010 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().fitments).toEqual([
      { vehicle_id: civic, vehicle_name: 'Honda - Civic', year_from: 2010, year_to: 2010 },
      { vehicle_id: ilx, vehicle_name: 'Acura - ILX', year_from: 2013, year_to: 2015 },
    ]);
    expect(await partNumbers(postId)).toEqual(['31100RNAA01', 'AB123456']);
    // A first row that would repeat the second: refused, nothing changed.
    const dup = await edit({ ...spec, year: 2014, vehicle_id: ilx });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe(MESSAGES.fitmentDuplicate);
    // Rules checked on the merged details: a grade sent for a part stored as new.
    expect((await edit({ ...spec, year: 2010, condition: 'new' })).statusCode).toBe(200);
    const graded = await edit({ ...spec, year: 2010, grade: 'A' });
    expect(graded.statusCode).toBe(400);
    expect(graded.json().message).toBe(MESSAGES.gradeOnlyUsed);
    expect(await view(postId)).toMatchObject({ condition: 'new', grade: null, year: 2010 });
  });

  it('takes two edits at once one after the other: both answer, the rows are all of one of them', async () => {
    const postId = await createAndPublish(await fullInput({ stock_number: 'RACE-1' }));
    const post = await view(postId);
    const sets = [
      [
        { vehicle_id: accord, year_from: 2008, year_to: 2010 },
        { vehicle_id: ilx, year_from: 2013, year_to: 2014 },
      ],
      [
        { vehicle_id: civic, year_from: 2001, year_to: 2005 },
        { vehicle_id: accord, year_from: 2003, year_to: 2007 },
        { vehicle_id: ilx, year_from: 2015, year_to: 2016 },
      ],
    ];
    const edits = await Promise.all(
      sets.map((fitments) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/posts/${postId}`,
          headers: { cookie: seller.cookie },
          payload: {
            part_id: post.part_id,
            stock_number: post.stock_number,
            description: post.description,
            price: 80,
            fitments,
          },
        }),
      ),
    );
    for (const res of edits) expect(res.statusCode, res.body).toBe(200);
    const stored = (await fitmentRows(postId)).map(({ vehicle_id, year_from, year_to }) => ({
      vehicle_id,
      year_from,
      year_to,
    }));
    expect(sets).toContainEqual(stored);
  });

  it('leaves nothing half saved when writing the rows fails, on publishing and on an edit', async () => {
    // A fault in the rows' insert, after the post's own row was written in the same transaction.
    await t.app.db.execute(sql`
      CREATE FUNCTION test_fitment_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.year_from = 1999 THEN RAISE EXCEPTION 'fitment fault'; END IF; RETURN NEW; END $$`);
    await t.app.db.execute(sql`
      CREATE TRIGGER test_fitment_fault BEFORE INSERT ON post_fitments
      FOR EACH ROW EXECUTE FUNCTION test_fitment_fault()`);
    try {
      const faulty = [
        { vehicle_id: civic, year_from: 2012, year_to: 2015 },
        { vehicle_id: ilx, year_from: 1999, year_to: 2000 },
      ];
      const postsBefore = await count('posts');
      const cart = await newCart(await fullInput({ fitments: faulty, stock_number: 'FAULT-1' }));
      expect(cart.statusCode, cart.body).toBe(201);
      const checkout = await t.app.inject({
        method: 'POST',
        url: '/api/create-checkout-session',
        headers: { cookie: seller.cookie },
        payload: { id: cart.json().id, currency: 'cad', discountCode: 'PARTSYARD-LAUNCH' },
      });
      expect(checkout.statusCode).toBe(500);
      expect(await count('posts')).toBe(postsBefore);
      const after = await rows(sql`SELECT status, post_id FROM carts WHERE id = ${cart.json().id}`);
      expect(after[0]).toEqual({ status: 'pending', post_id: null });

      const postId = await createAndPublish(await fullInput({ stock_number: 'FAULT-2' }));
      const before = { post: await view(postId), rows: await fitmentRows(postId) };
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/posts/${postId}`,
        headers: { cookie: seller.cookie },
        payload: {
          part_id: before.post.part_id,
          stock_number: 'CHANGED',
          description: 'Changed.',
          price: 50,
          fitments: faulty,
          condition: 'new',
        },
      });
      expect(edit.statusCode).toBe(500);
      expect(await view(postId)).toEqual(before.post);
      expect(await fitmentRows(postId)).toEqual(before.rows);
    } finally {
      await t.app.db.execute(sql`DROP TRIGGER test_fitment_fault ON post_fitments`);
      await t.app.db.execute(sql`DROP FUNCTION test_fitment_fault()`);
    }
  });
});

describe('bad input: a 4xx with a clear message, nothing stored or changed', () => {
  const rowsOf = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ vehicle_id: civic, year_from: 1990 + i, year_to: 1990 + i }));
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['a VIN of 16 characters', () => ({ donor_vin: '1HGCM82633A00435' }), MESSAGES.vinLength],
    ['a VIN of 18 characters', () => ({ donor_vin: '1HGCM82633A0043521' }), MESSAGES.vinLength],
    ['a VIN with an I', () => ({ donor_vin: '1HGCM8I633A004352' }), MESSAGES.vinCharacters],
    ['a VIN with an O', () => ({ donor_vin: '1HGCM82633A0O4352' }), MESSAGES.vinCharacters],
    ['a VIN with a Q', () => ({ donor_vin: '1HGCM82633A00435Q' }), MESSAGES.vinCharacters],
    [
      'a North-American VIN with a wrong check digit',
      () => ({ donor_vin: '1HGCM82643A004352' }),
      MESSAGES.vinCheckDigit,
    ],
    [
      'an unknown model in a second row',
      () => ({
        fitments: [
          { vehicle_id: civic, year_from: 2012, year_to: 2015 },
          { vehicle_id: 99_999_999, year_from: 2012, year_to: 2015 },
        ],
      }),
      MESSAGES.fitmentModelUnknown,
    ],
    [
      'an unknown model in the only row',
      () => ({ fitments: [{ vehicle_id: 99_999_999, year_from: 2012, year_to: 2015 }] }),
      MESSAGES.modelRequired,
    ],
    [
      'a reversed range',
      () => ({ fitments: [{ vehicle_id: civic, year_from: 2015, year_to: 2012 }] }),
      MESSAGES.fitmentYearsReversed,
    ],
    [
      'the year 1800',
      () => ({ fitments: [{ vehicle_id: civic, year_from: 1800, year_to: 2012 }] }),
      MESSAGES.yearInvalid,
    ],
    [
      'the year 3000',
      () => ({ fitments: [{ vehicle_id: civic, year_from: 2012, year_to: 3000 }] }),
      MESSAGES.yearInvalid,
    ],
    ['21 rows', () => ({ fitments: rowsOf(21) }), MESSAGES.fitmentTooMany],
    [
      'a duplicate row',
      () => ({
        fitments: [
          { vehicle_id: civic, year_from: 2012, year_to: 2015 },
          { vehicle_id: civic, year_from: 2012, year_to: 2015 },
        ],
      }),
      MESSAGES.fitmentDuplicate,
    ],
    [
      'overlapping rows of one model',
      () => ({
        fitments: [
          { vehicle_id: civic, year_from: 2012, year_to: 2015 },
          { vehicle_id: ilx, year_from: 2013, year_to: 2015 },
          { vehicle_id: civic, year_from: 2015, year_to: 2018 },
        ],
      }),
      MESSAGES.fitmentDuplicate,
    ],
    ['an unknown grade', () => ({ grade: 'D' }), MESSAGES.gradeInvalid],
    ['a grade for a new part', () => ({ condition: 'new', grade: 'A' }), MESSAGES.gradeOnlyUsed],
    ['a negative mileage', () => ({ mileage: -1 }), MESSAGES.mileageInvalid],
    ['a negative shipping price', () => ({ shipping_price: -5 }), MESSAGES.shippingPriceInvalid],
    [
      'a shipping price without shipping',
      () => ({ delivery: 'pickup', shipping_price: 10 }),
      MESSAGES.shippingPriceWithoutShipping,
    ],
    ['a 10 kB part number', () => ({ oem_numbers: ['A'.repeat(10_240)] }), MESSAGES.oemNumberTooLong],
    [
      '6 part numbers',
      () => ({ oem_numbers: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'] }),
      MESSAGES.oemNumbersTooMany,
    ],
  ];

  it.each(cases)('refuses %s on a new post', async (_name, change, message) => {
    const carts = await count('carts');
    const res = await newCart(await fullInput(change()));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await count('carts')).toBe(carts);
  });

  let postId: number;
  it.each(cases)('refuses %s on an edit, the post unchanged', async (_name, change, message) => {
    postId ??= await createAndPublish(await fullInput({ stock_number: 'BAD-EDIT' }));
    const before = { post: await view(postId), rows: await fitmentRows(postId) };
    const { currencytype: _, ...edit } = await fullInput({ price: 50, ...change() });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${postId}`,
      headers: { cookie: seller.cookie },
      payload: edit,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await view(postId)).toEqual(before.post);
    expect(await fitmentRows(postId)).toEqual(before.rows);
  });
});
