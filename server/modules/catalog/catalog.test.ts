import { splitVehicleName } from '@common/vehicles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema';
import { seedPartNames } from '../../db/seed/reference';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { invalidateCatalog } from './service';

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
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/vehicles',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('GET /api/parts', () => {
  it('gives every part type of the seed file as {id, part_name, part_name_fr} ordered by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/parts' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; part_name: string }[];
    expect(list).toHaveLength(new Set(seedPartNames().map((n) => n.toLowerCase())).size);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['id', 'part_name', 'part_name_fr']);
    const names = list.map((p) => p.part_name);
    expect(names).toEqual([...names].sort(byteOrder));
    expect(names).toContain('Alternator');
  });
});

describe('list caching', () => {
  it('answers 304 to a matching ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/parts' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/parts',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves an edit at once after the cache is cleared', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/vehicles' });
    await t.app.db.insert(vehicles).values({ name: 'Zenvo - TS1' });
    invalidateCatalog(t.app.db);
    const after = await t.app.inject({ method: 'GET', url: '/api/vehicles' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.json() as { name: string }[]).map((v) => v.name)).toContain('Zenvo - TS1');
  });
});
