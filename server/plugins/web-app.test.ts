import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';

let t: TTestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>PartsYard</title>');
  writeFileSync(
    path.join(dist, 'assets', 'app-3f2a1b.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))})`,
  );
  t = await createTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves index.html for any page path, never cached', async () => {
    for (const url of ['/', '/top-questions', '/no/such/page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      expect(res.body).toContain('<title>PartsYard</title>');
    }
  });

  it('caches hashed assets for a year, compressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset or a non-GET page request with 404', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/top-questions' })).statusCode).toBe(404);
  });
});

describe('the per-address limit and the app files', () => {
  let limited: TTestApp;
  beforeAll(async () => {
    limited = await createTestApp({}, { webDist: dist, rateLimitPerMinute: 3 });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('does not count the built files, so a first visit cannot use up the limit', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await limited.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
      expect(res.statusCode, `asset request ${i + 1}`).toBe(200);
    }
    const api = [];
    for (let i = 0; i < 4; i++)
      api.push((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    expect(api).toEqual([200, 200, 200, 429]);
  });
});
