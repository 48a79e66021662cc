import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each request comes from its own address so the per-address rate limit does not leak between tests.
let ip = 1;
const places = (q: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/places?${new URLSearchParams({ q })}`,
    remoteAddress: `10.1.0.${ip++}`,
  });

const FIELDS = ['city', 'country', 'label', 'lat', 'lng', 'state', 'street', 'zip'];

describe('GET /api/places', () => {
  it('suggests places for a Canadian postal prefix to a visitor, cacheable', async () => {
    const res = await places('M5V');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const [first] = res.json();
    expect(first).toMatchObject({ city: 'Toronto', state: 'ON', zip: 'M5V', country: 'Canada' });
    expect(typeof first.lat).toBe('number');
  });

  it('suggests the ZIP code typed, with only the declared fields', async () => {
    const res = await places('90210');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body[0]).toMatchObject({ label: 'Beverly Hills, CA 90210, United States', zip: '90210' });
    for (const s of body) for (const key of Object.keys(s)) expect(FIELDS).toContain(key);
  });

  it('echoes a street and never answers more than 8', async () => {
    const street = await places('123 Main St, Boise');
    expect(street.json()[0]).toMatchObject({ street: '123 Main St', city: 'Boise', state: 'ID' });
    expect((await places('S')).json()).toHaveLength(8);
    expect((await places('zzqxv')).json()).toEqual([]);
  });

  it('refuses an empty, blank or oversized query with VALIDATION', async () => {
    for (const url of [
      '/api/places',
      '/api/places?q=',
      '/api/places?q=%20%20',
      `/api/places?q=${'a'.repeat(101)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: `10.1.0.${ip++}` });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('VALIDATION');
    }
  });

  it('limits one address to 120 look-ups a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 121; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/places?q=T${i}`,
        remoteAddress: '10.1.1.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(120);
    expect(codes[120]).toBe(429);
    const limited = await t.app.inject({
      method: 'GET',
      url: '/api/places?q=Tor',
      remoteAddress: '10.1.1.1',
    });
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
