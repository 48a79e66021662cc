import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/accounts';
import { createTestApp, type TTestApp } from '../test/test-app';

// A first visit and a remembered choice: a plain page address goes 302 to its /fr one
// for a py_lang=fr cookie, or with no cookie for a browser whose first language we speak is French;
// py_lang=en, English browsers, crawlers and every /fr address stay where they are. Never the API,
// files, sitemaps or robots.txt. A plain page's answer varies on Cookie and Accept-Language.

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>PartsYard</title></head><body><div id="root"></div></body></html>';
const FRENCH_BROWSER = 'fr-CA,fr;q=0.9,en-US;q=0.8,en;q=0.7';
let t: TTestApp;
let sellerId: string;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-lang-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({}, { webDist: dist });
  sellerId = (await createUser(t.app)).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function request(url: string, headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') {
  return t.app.inject({ method, url, headers });
}
const varyOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());

describe('the language redirect', () => {
  it('sends a py_lang=fr visitor from a plain page to its /fr address, query kept', async () => {
    const cases: [string, string][] = [
      ['/', '/fr/'],
      ['/?search_year=2012&page=2', '/fr/?search_year=2012&page=2'],
      ['/top-questions', '/fr/top-questions'],
      [`/user-profile/${sellerId}`, `/fr/user-profile/${sellerId}`],
      ['/parts/honda/civic', '/fr/parts/honda/civic'],
      ['/messages/bob', '/fr/messages/bob'],
      ['/unsubscribe?token=abc', '/fr/unsubscribe?token=abc'],
    ];
    for (const [url, location] of cases) {
      // Whatever the browser says: the choice was made.
      const res = await request(url, { cookie: 'py_lang=fr', 'accept-language': 'en-CA' });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
      expect(varyOf(res), url).toEqual(expect.arrayContaining(['cookie', 'accept-language']));
      expect(res.headers['cache-control'], url).toBe('no-cache, no-store, must-revalidate');
    }
    const head = await request('/contact-us', { cookie: 'py_lang=fr' }, 'HEAD');
    expect(head.statusCode).toBe(302);
    expect(head.headers.location).toBe('/fr/contact-us');
  });

  it("sends a first visit (no py_lang) to /fr when the browser's first language we speak is French", async () => {
    for (const language of [FRENCH_BROWSER, 'fr', 'de-DE,fr;q=0.8,en;q=0.5', 'en;q=0.4, fr-BE;q=0.9']) {
      const res = await request('/top-questions', { 'accept-language': language });
      expect(res.statusCode, language).toBe(302);
      expect(res.headers.location, language).toBe('/fr/top-questions');
    }
  });

  it('leaves py_lang=en, English and unknown browsers, crawlers, and a cookie that names no language we speak', async () => {
    const cases: Record<string, string>[] = [
      { cookie: 'py_lang=en', 'accept-language': FRENCH_BROWSER },
      { 'accept-language': 'en-CA,fr;q=0.9' },
      { 'accept-language': 'de-DE' },
      {},
      { 'user-agent': 'Googlebot/2.1', 'accept-language': '*' },
      { cookie: 'py_lang=de', 'accept-language': 'en-US' },
    ];
    for (const headers of cases) {
      const res = await request('/top-questions', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.body, JSON.stringify(headers)).toContain('<html lang="en-CA">');
      // The same address answers differently by cookie and language: caches keep them apart.
      expect(varyOf(res), JSON.stringify(headers)).toEqual(
        expect.arrayContaining(['cookie', 'accept-language']),
      );
    }
    const privatePage = await request('/garage', {});
    expect(privatePage.statusCode).toBe(200);
    expect(varyOf(privatePage)).toEqual(expect.arrayContaining(['cookie', 'accept-language']));
    // py_lang=de is no choice: the French browser decides.
    const unknownCookie = await request('/top-questions', {
      cookie: 'py_lang=de',
      'accept-language': FRENCH_BROWSER,
    });
    expect(unknownCookie.statusCode).toBe(302);
  });

  it('never moves a /fr address: a shared French link stays French, even for py_lang=en', async () => {
    for (const url of ['/fr', '/fr/', '/fr/top-questions', '/fr/garage']) {
      const res = await request(url, { cookie: 'py_lang=en', 'accept-language': 'en-CA' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<html lang="fr-CA">');
    }
  });

  it('leaves the API, files, sitemaps, robots.txt, unknown paths and non-GET requests alone', async () => {
    const french = { cookie: 'py_lang=fr', 'accept-language': FRENCH_BROWSER };
    for (const url of [
      '/api/parts',
      '/api/me',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/pages.xml',
      '/favicon.ico',
      '/metrics',
      '/dev/mail',
      '/no/such/page',
    ]) {
      const res = await request(url, french);
      expect(res.statusCode, url).not.toBe(302);
      expect(res.headers.location, url).toBeUndefined();
    }
    const post = await t.app.inject({ method: 'POST', url: '/top-questions', headers: french });
    expect(post.statusCode).toBe(404);
  });
});
