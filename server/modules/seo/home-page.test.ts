import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsonLdOf, structuredDataProblems } from '@common/rules/structured-data-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { someIds } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// The home page's head: the site's own for '/', and for a search URL its own title and
// a canonical address with the search's keys in one order; searches not worth an index (keyword,
// place or distance, sort, part-detail filters) say noindex,follow.

const BASE = 'https://parts.example';
const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><title>PartsYard</title></head><body></body></html>';
let t: TTestApp;
let ids: { vehicleId: number; partId: number };
let partName: string;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-home-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({ PUBLIC_URL: BASE }, { webDist: dist });
  ids = await someIds(t.app);
  const parts = (await t.app.inject({ method: 'GET', url: '/api/parts' })).json() as {
    id: number;
    part_name: string;
  }[];
  partName = parts.find((p) => p.id === ids.partId)?.part_name ?? '';
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** An attribute's text as a browser reads it (the server writes '&' as '&#38;'). */
const attrText = (text: string | undefined) =>
  text?.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
const canonicalOf = (html: string) => attrText(/<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]);
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)">/.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('the home page head', () => {
  it('names the site root canonical, with a title, description, Open Graph, Twitter and a WebSite JSON-LD', async () => {
    for (const url of ['/', '/?utm_source=mail', '/?search_year=abc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache, no-store, must-revalidate');
      const html = res.body;
      expect(html, url).toContain('<title>Search used vehicle parts - PartsYard</title>');
      expect(canonicalOf(html), url).toBe(`${BASE}/`);
      expect(robotsOf(html), url).toBeUndefined();
      expect(metaOf(html, 'description'), url).toMatch(/^Buy used auto parts /);
      expect(metaOf(html, 'og:url'), url).toBe(`${BASE}/`);
      expect(metaOf(html, 'og:type'), url).toBe('website');
      expect(metaOf(html, 'twitter:card'), url).toBe('summary');
      expect(metaOf(html, 'twitter:title'), url).toBe('Search used vehicle parts');
      const blocks = jsonLdOf(html);
      expect(blocks, url).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: 'PartsYard',
          url: `${BASE}/`,
          inLanguage: 'en-CA',
        },
      ]);
      for (const block of blocks) expect(structuredDataProblems(block)).toEqual([]);
    }
  });

  it("gives a search its own title and a canonical address with the keys in the app's order, defaults left out", async () => {
    const { vehicleId, partId } = ids;
    const res = await get(
      `/?search_part=${partId}&page=2&search_make=${vehicleId}&search_year=2012&utm_source=x`,
    );
    expect(res.statusCode).toBe(200);
    expect(canonicalOf(res.body)).toBe(
      `${BASE}/?search_year=2012&search_make=${vehicleId}&search_part=${partId}&page=2`,
    );
    expect(res.body).toContain(`<title>2012 Honda Civic · ${partName} - Search results - PartsYard</title>`);
    expect(metaOf(res.body, 'description')).toContain(`2012 Honda Civic · ${partName}`);
    expect(robotsOf(res.body)).toBeUndefined();
    const first = await get(`/?search_make=${vehicleId}&page=1&order_by=price&direction=asc`);
    expect(canonicalOf(first.body)).toBe(`${BASE}/?search_make=${vehicleId}`);
    expect(robotsOf(first.body)).toBeUndefined();
  });

  it('asks search engines not to index a search by keyword, place, distance, sort or part details, links still followed', async () => {
    for (const [url, canonical] of [
      ['/?q=alternator', '/?q=alternator'],
      ['/?near=Toronto&search_year=2012', '/?search_year=2012&near=Toronto'],
      ['/?radius=50&unit=km', '/?radius=50&unit=km'],
      ['/?order_by=year&direction=desc', '/?order_by=year&direction=desc'],
      ['/?shipping=1&condition=used', '/?condition=used&shipping=1'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(robotsOf(res.body), url).toBe('noindex,follow');
      expect(canonicalOf(res.body), url).toBe(`${BASE}${canonical}`);
    }
  });

  it('keeps a keyword typed into the search as text in the head', async () => {
    const res = await get(`/?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(canonicalOf(res.body)).toBe(`${BASE}/?q=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E`);
  });
});
