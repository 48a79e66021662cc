import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsonLdOf, structuredDataProblems } from '@common/rules/structured-data-check';
import { sql } from 'drizzle-orm';
import xml from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { insertPost } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { landingSitemap, landingSitemapPages } from './landing-sitemap';

// Landing pages by vehicle and part: /parts/{make}[/{model}[/{part}]] answer the app with
// their own head (title, canonical with the page, description, Open Graph, Twitter, BreadcrumbList),
// 404 for unknown names or a page past the last, 301 from another spelling; GET /api/posts/landing
// names the narrower pages with live posts; the sitemaps list only pages with live posts.

const BASE = 'https://parts.example';
const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><title>PartsYard</title></head><body></body></html>';
const now = new Date('2027-06-01T12:00:00Z');

let t: TTestApp;
let ids: Record<'civic' | 'accord' | 'fit' | 'corolla' | 'alternator' | 'fuelPump', number>;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-landing-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({ PUBLIC_URL: BASE }, { webDist: dist }, { clock: () => now });
  const vehicles = (await get('/api/vehicles')).json() as { id: number; name: string }[];
  const parts = (await get('/api/parts')).json() as { id: number; part_name: string }[];
  const vehicle = (name: string) => vehicles.find((v) => v.name === name)?.id ?? 0;
  const part = (name: string) => parts.find((p) => p.part_name === name)?.id ?? 0;
  ids = {
    civic: vehicle('Honda - Civic'),
    accord: vehicle('Honda - Accord'),
    fit: vehicle('Honda - Fit'),
    corolla: vehicle('Toyota - Corolla'),
    alternator: part('Alternator'),
    fuelPump: part('Fuel Pump'),
  };
  const seller = await createUser(t.app, { username: 'landingseller' });
  // 11 Civic alternators: two pages of 10.
  for (let i = 0; i < 11; i++) {
    await insertPost(t.app, seller.id, { vehicleId: ids.civic, partId: ids.alternator });
  }
  await insertPost(t.app, seller.id, { vehicleId: ids.civic, partId: ids.fuelPump });
  await insertPost(t.app, seller.id, { vehicleId: ids.accord, partId: ids.fuelPump });
  await insertPost(t.app, seller.id, { vehicleId: ids.corolla, partId: ids.alternator });
  // A sold Fit: Honda Fit has no live post.
  const sold = await insertPost(t.app, seller.id, { vehicleId: ids.fit, partId: ids.alternator });
  await t.app.db.execute(
    sql`UPDATE posts SET status = 'sold', sold_at = ${now.toISOString()} WHERE id = ${sold.id}`,
  );
}, 180_000);

afterAll(async () => {
  await t?.close();
});

function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)">/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('a landing page head', () => {
  it('names the part of a model: title, canonical, description with the count, Open Graph, Twitter, BreadcrumbList', async () => {
    const res = await get('/parts/honda/civic/alternator');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(titleOf(html)).toBe('Used Honda Civic Alternator - PartsYard');
    expect(canonicalOf(html)).toBe(`${BASE}/parts/honda/civic/alternator`);
    expect(robotsOf(html)).toBeUndefined();
    expect(metaOf(html, 'description')).toMatch(/^11 used Honda Civic Alternator for sale\./);
    expect(metaOf(html, 'og:url')).toBe(`${BASE}/parts/honda/civic/alternator`);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:title')).toBe('Used Honda Civic Alternator');
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'twitter:title')).toBe('Used Honda Civic Alternator');
    const blocks = jsonLdOf(html);
    expect(blocks).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          ['Home', '/'],
          ['Parts', '/parts'],
          ['Honda', '/parts/honda'],
          ['Civic', '/parts/honda/civic'],
          ['Alternator', '/parts/honda/civic/alternator'],
        ].map(([name, p], i) => ({ '@type': 'ListItem', position: i + 1, name, item: `${BASE}${p}` })),
      },
    ]);
    for (const block of blocks) expect(structuredDataProblems(block)).toEqual([]);
  });

  it('names a make, a model and the makes index, each with its trail', async () => {
    const make = await get('/parts/honda');
    expect(make.statusCode).toBe(200);
    expect(titleOf(make.body)).toBe('Used Honda parts - PartsYard');
    expect(metaOf(make.body, 'description')).toMatch(/^13 used Honda parts for sale\./);
    expect(jsonLdOf(make.body)[0]?.itemListElement).toHaveLength(3);
    const model = await get('/parts/toyota/corolla');
    expect(titleOf(model.body)).toBe('Used Toyota Corolla parts - PartsYard');
    expect(canonicalOf(model.body)).toBe(`${BASE}/parts/toyota/corolla`);
    const index = await get('/parts');
    expect(index.statusCode).toBe(200);
    expect(titleOf(index.body)).toBe('Used auto parts by make - PartsYard');
    expect(canonicalOf(index.body)).toBe(`${BASE}/parts`);
    expect(jsonLdOf(index.body)[0]?.itemListElement).toHaveLength(2);
  });

  it('pages: page 2 has its own canonical and title, a page past the last is 404', async () => {
    const second = await get('/parts/honda/civic/alternator?page=2');
    expect(second.statusCode).toBe(200);
    expect(canonicalOf(second.body)).toBe(`${BASE}/parts/honda/civic/alternator?page=2`);
    expect(titleOf(second.body)).toBe('Used Honda Civic Alternator - Page 2 - PartsYard');
    const past = await get('/parts/honda/civic/alternator?page=3');
    expect(past.statusCode).toBe(404);
    expect(titleOf(past.body)).toBe('Page not found - PartsYard');
  });

  it('answers another spelling with a 301 to the one address, its page kept', async () => {
    for (const [from, to] of [
      ['/parts/HONDA', '/parts/honda'],
      ['/parts/Honda/Civic', '/parts/honda/civic'],
      ['/parts/honda/civic/ALTERNATOR?page=2', '/parts/honda/civic/alternator?page=2'],
      ['/parts/honda/civic/alternator?page=1', '/parts/honda/civic/alternator'],
      ['/parts/honda/civic/alternator?page=abc', '/parts/honda/civic/alternator'],
      ['/parts/honda%20/civic', '/parts/honda/civic'],
      ['/parts?page=2', '/parts'],
      ['/parts/', '/parts'],
      ['/parts/honda/civic/', '/parts/honda/civic'],
      ['/parts/honda/civic/alternator/?page=2', '/parts/honda/civic/alternator?page=2'],
    ]) {
      const res = await get(from as string);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('answers 404 with the app for an unknown make, model or part', async () => {
    for (const url of [
      '/parts/nomake',
      '/parts/honda/nomodel',
      '/parts/honda/civic/nopart',
      '/parts/toyota/civic',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(titleOf(res.body), url).toBe('Page not found - PartsYard');
    }
  });

  it('keeps a model with nothing for sale out of the index (noindex,follow)', async () => {
    const res = await get('/parts/honda/fit');
    expect(res.statusCode).toBe(200);
    expect(robotsOf(res.body)).toBe('noindex,follow');
    expect(metaOf(res.body, 'description')).toMatch(/^No used Honda Fit parts for sale right now/);
  });
});

describe('GET /api/posts/landing', () => {
  it("lists a make's models with live posts and their counts, none without", async () => {
    const res = await get('/api/posts/landing?make=Honda');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      path: '/parts/honda',
      manufacturer: 'Honda',
      model: null,
      part: null,
      search: { search_manufacturer: 'Honda' },
      links: [
        { name: 'Accord', path: '/parts/honda/accord', count: 1, capped: false },
        { name: 'Civic', path: '/parts/honda/civic', count: 12, capped: false },
      ],
    });
  });

  it("lists a model's parts with live posts, and the makes with live posts", async () => {
    const model = (await get('/api/posts/landing?make=honda&model=civic')).json();
    expect(model.search).toEqual({ search_make: ids.civic });
    expect(model.links).toEqual([
      { name: 'Alternator', path: '/parts/honda/civic/alternator', count: 11, capped: false },
      { name: 'Fuel Pump', path: '/parts/honda/civic/fuel-pump', count: 1, capped: false },
    ]);
    const part = (await get('/api/posts/landing?make=honda&model=civic&part=alternator')).json();
    expect(part.search).toEqual({ search_make: ids.civic, search_part: ids.alternator });
    expect(part.links).toEqual([]);
    const index = (await get('/api/posts/landing')).json();
    expect(index.links.map((l: { path: string }) => l.path)).toEqual(['/parts/honda', '/parts/toyota']);
  });

  it('answers 404 for unknown names and 400 for an overlong slug', async () => {
    for (const q of [
      'make=nomake',
      'make=honda&model=nomodel',
      'model=civic',
      'make=honda&model=civic&part=x',
    ]) {
      const res = await get(`/api/posts/landing?${q}`);
      expect(res.statusCode, q).toBe(404);
      expect(res.json().code, q).toBe('NOT_FOUND');
    }
    expect((await get(`/api/posts/landing?make=${'a'.repeat(200)}`)).statusCode).toBe(400);
  });
});

describe('the landing sitemaps', () => {
  function parseXml(body: string) {
    expect(xml.validate(body), body).toBe(true);
    return xml.parse(body, { arrayMode: (tag: string) => tag === 'url' || tag === 'sitemap' });
  }
  it("names each page's language versions in every <url>: en-CA, fr-CA and x-default (English)", async () => {
    const pages = await landingSitemapPages(t.app, 50_000);
    let out = '';
    for await (const c of (await landingSitemap(t.app, pages[0] ?? 1, 50_000)) ?? []) out += c;
    const urls = xml.parse(out, {
      ignoreAttributes: false,
      attributeNamePrefix: '',
      arrayMode: (tag: string) => tag === 'url' || tag === 'xhtml:link',
    }).urlset.url as { loc: string; 'xhtml:link': { rel: string; hreflang: string; href: string }[] }[];
    const civic = (path: string) => urls.find((u) => u.loc === `${BASE}${path}`);
    for (const path of ['/parts/honda/civic/alternator', '/fr/parts/honda/civic/alternator']) {
      expect(civic(path)?.['xhtml:link'], path).toEqual([
        { rel: 'alternate', hreflang: 'en-CA', href: `${BASE}/parts/honda/civic/alternator` },
        { rel: 'alternate', hreflang: 'fr-CA', href: `${BASE}/fr/parts/honda/civic/alternator` },
        { rel: 'alternate', hreflang: 'x-default', href: `${BASE}/parts/honda/civic/alternator` },
      ]);
    }
  });

  async function locsOf(n: number, size: number): Promise<string[]> {
    const chunks = await landingSitemap(t.app, n, size);
    expect(chunks).not.toBeNull();
    let out = '';
    for await (const c of chunks ?? []) out += c;
    return parseXml(out).urlset.url.map((u: { loc: string }) => u.loc.slice(BASE.length));
  }

  it('lists only the make, model and part pages with live posts, at their canonical addresses', async () => {
    const res = await get('/sitemap.xml');
    const locs: string[] = parseXml(res.body).sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
    const landing = locs.filter((loc) => /\/sitemaps\/landing-\d+\.xml$/.test(loc));
    expect(landing.length).toBeGreaterThan(0);
    const urls: string[] = [];
    for (const loc of landing) {
      const page = await get(loc.slice(BASE.length));
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('application/xml; charset=utf-8');
      urls.push(...parseXml(page.body).urlset.url.map((u: { loc: string }) => u.loc.slice(BASE.length)));
    }
    const pages = [
      '/parts/honda',
      '/parts/honda/accord',
      '/parts/honda/accord/fuel-pump',
      '/parts/honda/civic',
      '/parts/honda/civic/alternator',
      '/parts/honda/civic/fuel-pump',
      '/parts/toyota',
      '/parts/toyota/corolla',
      '/parts/toyota/corolla/alternator',
    ];
    // Each in English and in French (the same slugs under /fr).
    expect([...urls].sort()).toEqual([...pages, ...pages.map((p) => `/fr${p}`)].sort());
    expect(urls.some((u) => u.includes('/fit'))).toBe(false);
    expect((await get('/sitemaps/landing-99999.xml')).statusCode).toBe(404);
  });

  it('pages by model at a lowered size: one model per page, each page named in the index and within the size', async () => {
    const parts = (await get('/api/parts')).json() as unknown[];
    // One model (its make, itself and every part, each in both languages) per page.
    const size = (parts.length + 2) * 2;
    const pages = await landingSitemapPages(t.app, size);
    expect(pages).toEqual([...new Set([ids.accord, ids.civic, ids.corolla])].sort((a, b) => a - b));
    const all: string[] = [];
    for (const n of pages) {
      const locs = await locsOf(n, size);
      expect(locs.length).toBeLessThanOrEqual(size);
      all.push(...locs);
    }
    expect(all).toHaveLength(18);
    expect(new Set(all).size).toBe(18);
    expect(await landingSitemap(t.app, ids.fit, size)).toBeNull();
  });
});
