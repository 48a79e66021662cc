import { GARAGE_MAX, type TGarage } from '@common/contracts/garage';
import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// /api/garage: a signed-in user's own vehicles. Who may read, add, remove and merge; the rules
// (known model, year up to next year, a valid VIN, no repeats, at most GARAGE_MAX); bad input.

let t: TTestApp;
interface TUser {
  id: string;
  cookie: string;
}
let owner: TUser;
let other: TUser;
let vehicles: { id: number; name: string }[];
let civic: number;
let accord: number;
const VALID_VIN = '1HGCM82633A004352'; // a 2003 Honda Accord: its check digit holds
const nextYear = new Date().getFullYear() + 1;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { username: 'garage_owner' });
  other = await createUser(t.app, { username: 'garage_other' });
  vehicles = (await t.app.inject({ method: 'GET', url: '/api/vehicles' })).json();
  civic = vehicles.find((v) => v.name === 'Honda - Civic')?.id ?? 0;
  accord = vehicles.find((v) => v.name === 'Honda - Accord')?.id ?? 0;
  expect(civic).toBeGreaterThan(0);
  expect(accord).toBeGreaterThan(0);
}, 120_000);
afterAll(() => t.close());

const headers = (cookie: string) => (cookie ? { cookie } : {});
const list = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/garage', headers: headers(cookie) });
const add = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/garage', headers: headers(cookie), payload: payload as object });
const remove = (cookie: string, id: unknown) =>
  t.app.inject({ method: 'DELETE', url: `/api/garage/${id}`, headers: headers(cookie) });
const merge = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/garage/merge',
    headers: headers(cookie),
    payload: payload as object,
  });
const garageOf = async (user: TUser) => {
  const res = await list(user.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TGarage).vehicles;
};
const rowCount = async (userId: string) => {
  const res = await t.app.db.execute(
    sql`SELECT count(*)::int AS n FROM garage_vehicles WHERE user_id = ${userId}`,
  );
  return (res.rows[0] as { n: number }).n;
};
const clear = (userId: string) =>
  t.app.db.execute(sql`DELETE FROM garage_vehicles WHERE user_id = ${userId}`);

describe('a visitor', () => {
  it('is asked to sign in by every garage route', async () => {
    for (const res of [
      await list(''),
      await add('', { year: 2012, vehicle_id: civic }),
      await remove('', 1),
      await merge('', { vehicles: [{ year: 2012, vehicle_id: civic }] }),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: MESSAGES.signInRequired });
    }
  });

  it('cannot add from another site (the origin check)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/garage',
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
      payload: { year: 2012, vehicle_id: civic },
    });
    expect(res.statusCode).toBe(403);
    expect(await rowCount(owner.id)).toBe(0);
  });
});

describe('the owner', () => {
  it('adds vehicles (with and without a VIN), reads them oldest first, and removes one', async () => {
    const first = await add(owner.cookie, { year: 2012, vehicle_id: civic });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      year: 2012,
      vehicle_id: civic,
      vehicle_name: 'Honda - Civic',
      vin: null,
    });
    // The VIN is kept as checked: upper case, without the spaces and dashes people type.
    const second = await add(owner.cookie, { year: '2003', vehicle_id: accord, vin: ' 1hgcm826-33a004352 ' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ year: 2003, vin: VALID_VIN });

    const garage = await garageOf(owner);
    expect(garage.map((v) => [v.year, v.vehicle_name])).toEqual([
      [2012, 'Honda - Civic'],
      [2003, 'Honda - Accord'],
    ]);
    expect((await list(owner.cookie)).headers['cache-control']).toBe('private, no-store');

    const removed = await remove(owner.cookie, first.json().id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as TGarage).vehicles.map((v) => v.id)).toEqual([second.json().id]);
    await clear(owner.id);
  });

  it('refuses the same model and year twice (409), but takes another year of it', async () => {
    expect((await add(owner.cookie, { year: 2012, vehicle_id: civic })).statusCode).toBe(201);
    const again = await add(owner.cookie, { year: 2012, vehicle_id: civic });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: MESSAGES.garageVehicleExists });
    expect((await add(owner.cookie, { year: 2013, vehicle_id: civic })).statusCode).toBe(201);
    expect(await rowCount(owner.id)).toBe(2);
    await clear(owner.id);
  });

  it(`holds at most ${GARAGE_MAX} vehicles, even when adds arrive at once`, async () => {
    const adds = await Promise.all(
      Array.from({ length: GARAGE_MAX + 3 }, (_, i) =>
        add(owner.cookie, { year: 2000 + i, vehicle_id: civic }),
      ),
    );
    expect(adds.filter((r) => r.statusCode === 201)).toHaveLength(GARAGE_MAX);
    for (const refused of adds.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: MESSAGES.garageFull });
    }
    expect(await rowCount(owner.id)).toBe(GARAGE_MAX);
    await clear(owner.id);
  });
});

describe('another user', () => {
  it("neither sees nor removes the owner's vehicles", async () => {
    const mine = await add(owner.cookie, { year: 2015, vehicle_id: civic });
    expect(mine.statusCode).toBe(201);
    expect(await garageOf(other)).toEqual([]);
    const res = await remove(other.cookie, mine.json().id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.garageVehicleNotFound });
    expect(await rowCount(owner.id)).toBe(1);
    // Theirs is their own: the same model and year is no repeat for them.
    expect((await add(other.cookie, { year: 2015, vehicle_id: civic })).statusCode).toBe(201);
    await clear(owner.id);
    await clear(other.id);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown model', () => ({ year: 2012, vehicle_id: 987654 }), 'vehicleNotFound'],
    ['a year past next year', () => ({ year: nextYear + 1, vehicle_id: civic }), 'yearInvalid'],
    ['a year before 1900', () => ({ year: 1899, vehicle_id: civic }), 'yearInvalid'],
    ['a year that is not a number', () => ({ year: 'soon', vehicle_id: civic }), 'yearInvalid'],
    ['no model', () => ({ year: 2012 }), 'modelRequired'],
    ['a short VIN', () => ({ year: 2012, vehicle_id: civic, vin: '1HGCM826' }), 'vinLength'],
    ['a VIN with an O', () => ({ year: 2012, vehicle_id: civic, vin: '1HGCM82633AO04352' }), 'vinCharacters'],
    [
      'a wrong check digit',
      () => ({ year: 2012, vehicle_id: civic, vin: '1HGCM82643A004352' }),
      'vinCheckDigit',
    ],
    ['a 10 kB VIN', () => ({ year: 2012, vehicle_id: civic, vin: 'A'.repeat(10_000) }), 'vinLength'],
  ])('refuses %s with a 400 and its message, saving nothing', async (_, payload, key) => {
    const res = await add(owner.cookie, payload());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(Object.values(res.json().fields ?? {})).toContain(key);
    expect(await rowCount(owner.id)).toBe(0);
  });

  it('takes next year, and an empty VIN as none', async () => {
    const res = await add(owner.cookie, { year: nextYear, vehicle_id: civic, vin: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().vin).toBeNull();
    await clear(owner.id);
  });

  it('answers 400 for an id that is not one, and 404 for one that is not there', async () => {
    expect((await remove(owner.cookie, 'abc')).statusCode).toBe(400);
    expect((await remove(owner.cookie, '99999999999')).statusCode).toBe(400);
    expect((await remove(owner.cookie, 987654)).statusCode).toBe(404);
  });
});

describe('POST /api/garage/merge', () => {
  it("adds a visitor's vehicles the account lacks, skipping repeats and the unknown, and answers the garage", async () => {
    expect((await add(owner.cookie, { year: 2012, vehicle_id: civic })).statusCode).toBe(201);
    const res = await merge(owner.cookie, {
      vehicles: [
        { year: 2012, vehicle_id: civic }, // already there
        { year: 2003, vehicle_id: accord, vin: VALID_VIN },
        { year: 2003, vehicle_id: accord }, // twice in the list
        { year: 2010, vehicle_id: 987654 }, // not in the catalog (any more)
        { year: 2011, vehicle_id: civic, vin: '1HGCM82643A004352' }, // a bad VIN
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TGarage).vehicles.map((v) => [v.year, v.vehicle_name, v.vin])).toEqual([
      [2012, 'Honda - Civic', null],
      [2003, 'Honda - Accord', VALID_VIN],
    ]);
    expect(await garageOf(owner)).toEqual(res.json().vehicles);
    // Merging the same list again changes nothing.
    const again = await merge(owner.cookie, { vehicles: [{ year: 2003, vehicle_id: accord }] });
    expect(again.json().vehicles).toHaveLength(2);
    await clear(owner.id);
  });

  it(`stops at ${GARAGE_MAX} vehicles, keeping the list's order`, async () => {
    expect((await add(owner.cookie, { year: 1999, vehicle_id: civic })).statusCode).toBe(201);
    const res = await merge(owner.cookie, {
      vehicles: Array.from({ length: GARAGE_MAX + 2 }, (_, i) => ({ year: 2000 + i, vehicle_id: accord })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const years = (res.json() as TGarage).vehicles.map((v) => v.year);
    expect(years).toEqual([1999, ...Array.from({ length: GARAGE_MAX - 1 }, (_, i) => 2000 + i)]);
    await clear(owner.id);
  });

  it('refuses a malformed list whole (400), saving nothing', async () => {
    for (const payload of [
      {},
      { vehicles: 'all' },
      {
        vehicles: [
          { year: 2012, vehicle_id: civic },
          { year: 'x', vehicle_id: civic },
        ],
      },
      { vehicles: Array.from({ length: GARAGE_MAX * 2 + 1 }, () => ({ year: 2012, vehicle_id: civic })) },
    ]) {
      const res = await merge(owner.cookie, payload);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await rowCount(owner.id)).toBe(0);
  });
});
