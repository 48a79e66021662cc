import { postPath } from '@common/rules/slug';
import { sql } from 'drizzle-orm';
import xml from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { insertPost } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { postsPerSitemap, postsSitemap, SITEMAP_PAGE_SIZE, sitemapIndex } from './service';
import { escapeXml } from './xml';

// /sitemap.xml and its pages: an index over paged sitemaps of live posts at their
// canonical addresses, and one of the static public pages; well-formed XML, only live posts. Each
// page in English and French: a post is two URLs, so a page holds half as many posts.
// Runs on PGlite and on PostgreSQL (pg_virtualenv ... TEST_DB=pg).

const BASE = 'https://parts.example';
const now = new Date('2027-06-01T12:00:00Z');
let t: TTestApp;
let live: { id: number; loc: string; fr: string }[] = [];
/** Every live post's URLs in sitemap order: English, then French. */
const bothLanguages = () => live.flatMap((p) => [p.loc, p.fr]);
let gone: number[] = [];

/** Checks the XML is well-formed (a strict parser's validation) and returns its parsed tree. */
function parseXml(body: string) {
  expect(xml.validate(body), body).toBe(true);
  return xml.parse(body, { arrayMode: (tag: string) => tag === 'url' || tag === 'sitemap' });
}
async function text(chunks: AsyncIterable<string> | null): Promise<string> {
  expect(chunks).not.toBeNull();
  let out = '';
  for await (const c of chunks ?? []) out += c;
  return out;
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: BASE }, {}, { clock: () => now });
  const seller = await createUser(t.app, { username: 'mapseller' });
  const ids: number[] = [];
  for (let i = 0; i < 7; i++) ids.push((await insertPost(t.app, seller.id)).id);
  // One sold, one expired: neither is listed.
  gone = [ids[1] ?? 0, ids[4] ?? 0];
  await t.app.db.execute(
    sql`UPDATE posts SET status = 'sold', sold_at = ${now.toISOString()} WHERE id = ${gone[0]}`,
  );
  await t.app.db.execute(
    sql`UPDATE posts SET expires_at = ${new Date(now.getTime() - 1000).toISOString()} WHERE id = ${gone[1]}`,
  );
  const names = await t.app.db.execute(sql`
    SELECT p.id, p.year, v.name AS vehicle_name, pt.part_name FROM posts p
    JOIN vehicles v ON v.id = p.vehicle_id JOIN parts pt ON pt.id = p.part_id ORDER BY p.id`);
  live = (names.rows as { id: number; year: number; vehicle_name: string; part_name: string }[])
    .filter((r) => !gone.includes(Number(r.id)))
    .map((r) => {
      const path = postPath({ ...r, id: Number(r.id) });
      return { id: Number(r.id), loc: `${BASE}${path}`, fr: `${BASE}/fr${path}` };
    });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the sitemap index', () => {
  it('names the pages sitemap and one posts page per id holding a live post, at a lowered page size of 2 URLs (one post in two languages)', async () => {
    const index = parseXml(await sitemapIndex(t.app, { pageSize: 2 }));
    const locs = index.sitemapindex.sitemap
      .map((s: { loc: string }) => s.loc)
      .filter((loc: string) => !loc.includes('/landing-')); // landing-pages.test.ts checks those
    const pages = live.map((p) => p.id);
    expect(locs).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      ...pages.map((n) => `${BASE}/sitemaps/posts-${n}.xml`),
    ]);
    for (const s of index.sitemapindex.sitemap.slice(1, locs.length))
      expect(s.lastmod).toBe(now.toISOString());
  });

  it('answers /sitemap.xml as XML with a cache header: one posts page at the real size', async () => {
    expect(SITEMAP_PAGE_SIZE).toBe(50_000);
    // Each post is two URLs (English and French): 25,000 posts keep a page within 50,000 URLs.
    expect(postsPerSitemap()).toBe(25_000);
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const locs = parseXml(res.body)
      .sitemapindex.sitemap.map((s: { loc: string }) => s.loc)
      .filter((loc: string) => !loc.includes('/landing-'));
    expect(locs).toEqual([`${BASE}/sitemaps/pages.xml`, `${BASE}/sitemaps/posts-1.xml`]);
  });
});

describe('the posts sitemaps', () => {
  it('list every live post once at its canonical address, at most a page size each, sold and expired left out', async () => {
    const index = parseXml(await sitemapIndex(t.app, { pageSize: 2 }));
    const seen: string[] = [];
    for (const s of index.sitemapindex.sitemap.slice(1)) {
      if (s.loc.includes('/landing-')) continue;
      const n = Number(/posts-(\d+)\.xml$/.exec(s.loc)?.[1]);
      const urls = parseXml(await text(await postsSitemap(t.app, n, { pageSize: 2 }))).urlset.url;
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(2);
      for (const u of urls) expect(u.lastmod).toBe(now.toISOString());
      seen.push(...urls.map((u: { loc: string }) => u.loc));
    }
    expect(seen).toEqual(bothLanguages());
    expect(
      seen.every((loc) => /^https:\/\/parts\.example(\/fr)?\/view\/\d+\/2012-[a-z0-9-]+$/.test(loc)),
    ).toBe(true);
    expect(await postsSitemap(t.app, 99, { pageSize: 2 })).toBeNull();
  });

  it('answers /sitemaps/posts-1.xml as XML, and 404 (not the app) for a page with nothing or a name that is not one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/posts-1.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const locs = parseXml(res.body).urlset.url.map((u: { loc: string }) => u.loc);
    expect(locs).toEqual(bothLanguages());
    for (const id of gone) expect(res.body).not.toContain(`/view/${id}/`);
    for (const url of ['/sitemaps/posts-2.xml', '/sitemaps/posts-0.xml', '/sitemaps/other.xml']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('lists the static public pages in /sitemaps/pages.xml, none of the private ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = parseXml(res.body).urlset.url.map((u: { loc: string }) => u.loc);
    expect(locs).toEqual(
      ['/', '/top-questions', '/contact-us', '/parts'].flatMap((p) => [`${BASE}${p}`, `${BASE}/fr${p}`]),
    );
  });

  it("names each post's language versions in both of its <url>s: en-CA, fr-CA and x-default (English)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/posts-1.xml' });
    const urls = xml.parse(res.body, {
      ignoreAttributes: false,
      attributeNamePrefix: '',
      arrayMode: (tag: string) => tag === 'url' || tag === 'xhtml:link',
    }).urlset.url as { loc: string; lastmod: string; 'xhtml:link': { hreflang: string; href: string }[] }[];
    expect(urls).toHaveLength(live.length * 2);
    for (const post of live) {
      for (const loc of [post.loc, post.fr]) {
        const url = urls.find((u) => u.loc === loc);
        expect(url?.lastmod, loc).toBe(now.toISOString());
        expect(
          url?.['xhtml:link'].map((l) => [l.hreflang, l.href]),
          loc,
        ).toEqual([
          ['en-CA', post.loc],
          ['fr-CA', post.fr],
          ['x-default', post.loc],
        ]);
      }
    }
  });

  it('escapes what XML reserves', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });
});
