import { splitVehicleName } from '@common/vehicles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPartNames } from '../../db/seed/reference';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const byteOrder = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

describe('GET /api/vehicles', () => {
  it('gives every seeded vehicle to a visitor, as {id, name} ordered by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/vehicles' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; name: string }[];
    expect(list.length).toBeGreaterThanOrEqual(1000);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['id', 'name']);
    const names = list.map((v) => v.name);
    expect(names).toEqual([...names].sort(byteOrder));
    expect(new Set(list.map((v) => v.id)).size).toBe(list.length);
  });

  it("names every vehicle 'Manufacturer - Model'", async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/vehicles' })).json() as { name: string }[];
    for (const { name } of list) {
      const { manufacturer, model } = splitVehicleName(name);
      expect(manufacturer, name).not.toBe('');
      expect(model, name).not.toBe('');
    }
    expect(list.map((v) => v.name)).toEqual(expect.arrayContaining(['Ford - F-150', 'Honda - Civic']));
  });

  it('answers compressed when the client accepts gzip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/vehicles', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('GET /api/parts', () => {
  it('gives every part type of the seed file as {id, part_name} ordered by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/parts' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; part_name: string }[];
    expect(list).toHaveLength(new Set(seedPartNames().map((n) => n.toLowerCase())).size);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['id', 'part_name']);
    const names = list.map((p) => p.part_name);
    expect(names).toEqual([...names].sort(byteOrder));
    expect(names).toContain('Alternator');
  });
});
