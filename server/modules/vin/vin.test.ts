import type { TVinDecode } from '@common/contracts/vin';
import { MESSAGES } from '@common/messages';
import { vinCheckDigit } from '@common/rules/vin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// GET /api/vin/{vin}: public; a bad VIN is a 400 naming the rule it breaks; a decoded VIN maps onto
// the catalog (seeded from vehicles.csv), or offers the closest names; an unknown maker is a 404.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (vin: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/vin/${encodeURIComponent(vin)}`,
    headers: cookie ? { cookie } : {},
  });

async function vehicleId(name: string): Promise<number> {
  const res = await t.database.db.execute(sql`SELECT id FROM vehicles WHERE name = ${name}`);
  return Number((res.rows[0] as { id: number }).id);
}

/** A VIN with position 9 set to the check digit the rest gives. */
const withCheckDigit = (body: string) => body.slice(0, 8) + vinCheckDigit(body) + body.slice(9);

describe('GET /api/vin/{vin}', () => {
  it('decodes a VIN for a visitor and maps it onto the catalog', async () => {
    const res = await get('2hkrw2h20nh207506');
    expect(res.statusCode).toBe(200);
    expect(res.json<TVinDecode>()).toEqual({
      vin: '2HKRW2H20NH207506',
      warning: null,
      year: 2022,
      make: 'Honda',
      model: 'CR-V',
      trim: 'LX',
      engine: '1.5L 4-cyl',
      body: 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)',
      drive: null,
      vehicle: { vehicle_id: await vehicleId('Honda - CR-V'), name: 'Honda - CR-V' },
      suggestions: [],
    });
  });

  it('takes the spaces and dashes people type, and answers a signed-in user the same', async () => {
    const user = await createUser(t.app);
    const res = await get('1FT FW5L86-RFB45612', user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<TVinDecode>()).toMatchObject({ year: 2024, make: 'Ford', model: 'F-150' });
    expect(res.json<TVinDecode>().vehicle?.name).toBe('Ford - F-150');
  });

  it('decodes VINs of several decades', async () => {
    for (const [vin, name] of [
      ['JH4KA2635HC013743', 'Acura - Legend'],
      ['2GCEC19Z0S1245490', 'Chevrolet - C/K 1500'],
      ['1GTGK13U83F214071', 'GMC - Sierra 1500'],
      ['WBA3R5C57EK186393', 'BMW - 4 Series'],
    ] as const) {
      const res = await get(vin);
      expect(res.statusCode).toBe(200);
      expect(res.json<TVinDecode>().vehicle?.name).toBe(name);
    }
  });

  it('offers the closest catalog names when the model is not in the catalog', async () => {
    const res = await get('1G8ZH1278XZ108219');
    expect(res.statusCode).toBe(200);
    const body = res.json<TVinDecode>();
    expect(body).toMatchObject({ year: 1999, make: 'Saturn', model: 'SC2', vehicle: null });
    expect(body.suggestions).toHaveLength(5);
    expect(body.suggestions[0]).toEqual({ vehicle_id: await vehicleId('Saturn - SC'), name: 'Saturn - SC' });
  });

  it('warns, and still decodes, a VIN built outside North America whose check digit is wrong', async () => {
    // WBAVL1C5XFVY41004 with position 9 changed.
    const res = await get('WBAVL1C51FVY41004');
    expect(res.statusCode).toBe(200);
    expect(res.json<TVinDecode>()).toMatchObject({
      warning: 'vinCheckDigitWarning',
      year: 2015,
      make: 'BMW',
      model: 'X1',
      vehicle: { name: 'BMW - X1' },
    });
  });

  it.each([
    ['a short VIN', '1HGCM8263', 'vinLength'],
    ['a pre-1981 serial number', '124379N123456', 'vinLength'],
    ['18 characters', '2HKRW2H20NH2075061', 'vinLength'],
    ['an O', '2HKRW2H20NH2O7506', 'vinCharacters'],
    ['a symbol', '2HKRW2H20NH20750*', 'vinCharacters'],
    ['a wrong check digit in North America', '2HKRW2H21NH207506', 'vinCheckDigit'],
  ] as const)('refuses %s with a 400 naming the rule', async (_, vin, rule) => {
    const res = await get(vin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: MESSAGES[rule], fields: { vin: rule } });
  });

  it('answers a VIN whose maker is not in the vPIC table with a 404', async () => {
    const res = await get(withCheckDigit('1ZZAA11A0AB123456'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: MESSAGES.vinNotDecoded, fields: { vin: 'vinNotDecoded' } });
  });

  it('answers the make alone when no pattern names the model', async () => {
    const res = await get('1HGZZZZZ1MZ123456');
    expect(res.statusCode).toBe(200);
    expect(res.json<TVinDecode>()).toMatchObject({
      year: 2021,
      make: 'Honda',
      model: null,
      vehicle: null,
      suggestions: [],
    });
  });

  it('answers hostile input with a 4xx, never a 500', async () => {
    for (const vin of ['x'.repeat(10_000), '%00'.repeat(3), "1' OR 1=1 --", '']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/vin/${vin}` });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it("follows an admin's rename of a catalog model at once", async () => {
    const admin = await createUser(t.app, { admin: true });
    const id = await vehicleId('Kia - Seltos');
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/vehicles/${id}`,
      headers: { cookie: admin.cookie },
      payload: { name: 'Kia - Seltos X' },
    });
    expect(rename.statusCode).toBe(200);
    // The only Kia model whose name extends 'Seltos' now: the decode maps onto it.
    const res = await get('KNDERCAA9M7182895');
    expect(res.json<TVinDecode>()).toMatchObject({
      model: 'Seltos',
      vehicle: { vehicle_id: id, name: 'Kia - Seltos X' },
    });
  });
});
