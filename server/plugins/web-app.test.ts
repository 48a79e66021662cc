import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';

const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><title>PartsYard</title></head><body></body></html>';
let t: TTestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(
    path.join(dist, 'assets', 'app-3f2a1b.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))})`,
  );
  writeFileSync(path.join(dist, 'assets', 'icon-9c8d7e.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const NOT_FOUND_PAGE = TEMPLATE.replace(
  '<title>PartsYard</title>',
  '<title>Page not found - PartsYard</title>',
);

describe('the web app', () => {
  it("serves index.html for each of the app's pages, never cached", async () => {
    // '/' and its searches carry their own head tags: server/modules/seo/home-page.test.ts.
    for (const url of ['/garage', '/GARAGE/', '/messages/bob', '/my-posts']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      expect(res.body).toBe(TEMPLATE);
    }
  });

  it('answers any other path 404 with the app and its not-found title (the app shows its not-found page)', async () => {
    for (const url of ['/no/such/page?x=1', '/view', '/top-questions/more']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache, no-store, must-revalidate');
      expect(res.body, url).toBe(NOT_FOUND_PAGE);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(404);
  });

  it('answers a missing file (favicon.ico, an old asset) 404 in plain text, never the HTML', async () => {
    for (const url of ['/favicon.ico', '/assets/app-000000.js', '/apple-touch-icon.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/plain/);
    }
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Route GET /api/unknown not found' });
  });

  it('answers robots.txt in plain text: the public pages open to crawlers, the private ones and the API not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/messages',
      '/my-posts',
      '/profile',
      '/favorites',
      '/dashboard',
      '/create-post',
      '/edit/',
      '/success',
      '/checkout/',
    ])
      expect(lines, path).toContain(`Disallow: ${path}`);
    for (const open of ['/', '/view/12', '/user-profile/u1', '/top-questions', '/contact-us']) {
      const blocked = lines.filter((l) => l.startsWith('Disallow: ') && open.startsWith(l.slice(10)));
      expect(blocked, open).toEqual([]);
    }
  });

  it('serves the new index.html after a rebuild (the old one names script files that are gone)', async () => {
    const file = path.join(dist, 'index.html');
    const rebuilt = TEMPLATE.replace('<body>', '<body><script src="/assets/app-new.js"></script>');
    try {
      writeFileSync(file, rebuilt);
      utimesSync(file, new Date(), new Date(Date.now() + 60_000));
      expect((await t.app.inject({ method: 'GET', url: '/my-posts' })).body).toBe(rebuilt);
      const missing = await t.app.inject({ method: 'GET', url: '/nowhere' });
      expect(missing.body).toContain('<script src="/assets/app-new.js"></script>');
    } finally {
      writeFileSync(file, TEMPLATE);
      utimesSync(file, new Date(), new Date(Date.now() + 120_000));
    }
    expect((await t.app.inject({ method: 'GET', url: '/my-posts' })).body).toBe(TEMPLATE);
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

  it('sends a script only the headers that act on a subresource; an SVG and a page keep every one', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
    ])
      expect(script.headers[documentOnly], documentOnly).toBeUndefined();
    // An SVG opened on its own is a document that can run script; a page is a document.
    for (const url of ['/assets/icon-9c8d7e.svg', '/garage', '/assets/app-3f2a1b.js.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(String(res.headers['content-security-policy']), url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('answers a non-GET page request with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/top-questions' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
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
