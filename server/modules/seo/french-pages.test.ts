import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsonLdOf, structuredDataProblems } from '@common/rules/structured-data-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { insertPost } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Every page in both languages: the plain address in English, the same under /fr in
// French: <html lang>, the title, the head's words (description, Open Graph, JSON-LD, crumbs, part
// names), the canonical in the page's language and hreflang alternates on the public pages; 404,
// 301 and the private pages (the alert email's unsubscribe page, the reset link's page) under /fr.

const BASE = 'https://parts.example';
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="PartsYard: buy and sell used vehicle parts by year, vehicle and part." /><title>PartsYard</title></head><body><div id="root"></div></body></html>';
const now = new Date('2027-06-01T12:00:00Z');

let t: TTestApp;
let post: { id: number; path: string };
let seller: { id: string };

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-fr-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({ PUBLIC_URL: BASE }, { webDist: dist }, { clock: () => now });
  const vehicles = (await get('/api/vehicles')).json() as { id: number; name: string }[];
  const parts = (await get('/api/parts')).json() as { id: number; part_name: string }[];
  seller = await createUser(t.app, { username: 'vendeurfr' });
  const { id } = await insertPost(t.app, seller.id, {
    vehicleId: vehicles.find((v) => v.name === 'Honda - Civic')?.id,
    partId: parts.find((p) => p.part_name === 'Alternator')?.id,
  });
  post = { id, path: `/view/${id}/2012-honda-civic-alternator` };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}
/** An attribute's text as a browser reads it. */
const attrText = (text: string | undefined) =>
  text?.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))).replaceAll('&amp;', '&');
const titleOf = (html: string) => attrText(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => attrText(/<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]);
const metaOf = (html: string, key: string) =>
  attrText(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"\\s*/?>`).exec(html)?.[1]);
const metasOf = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"\\s*/?>`, 'g'))].map((m) =>
    attrText(m[1]),
  );
/** The hreflang alternates: [hreflang, href]. */
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((m) => [
    m[1],
    attrText(m[2]),
  ]);

describe('French pages under /fr', () => {
  it('answers every public page 200 in French: <html lang="fr-CA">, a French title', async () => {
    const pages: [string, string][] = [
      ['/fr', 'Rechercher des pièces de véhicules usagées - PartsYard'],
      ['/fr/', 'Rechercher des pièces de véhicules usagées - PartsYard'],
      ['/fr/top-questions', 'Questions fréquentes - PartsYard'],
      ['/fr/contact-us', 'Nous joindre - PartsYard'],
      ['/fr/parts', "Pièces d'auto usagées par constructeur - PartsYard"],
      ['/fr/parts/honda/civic', 'Pièces usagées pour Honda Civic - PartsYard'],
      ['/fr/parts/honda/civic/alternator', "Alternateur d'occasion pour Honda Civic - PartsYard"],
      [`/fr${post.path}`, 'Alternateur Honda Civic 2012 - 100\u00a0$ - PartsYard'],
      [`/fr/user-profile/${seller.id}`, 'Pièces de vendeurfr - PartsYard'],
    ];
    for (const [url, title] of pages) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(langOf(res.body), url).toBe('fr-CA');
      expect(titleOf(res.body), url).toBe(title);
      // One description per page, in French (the page's own replaces the site's).
      const descriptions = metasOf(res.body, 'description');
      expect(descriptions, url).toHaveLength(1);
      expect(descriptions[0], url).not.toMatch(/\b(the|and|for|buy)\b/i);
    }
  });

  it('keeps the English pages English: <html lang="en-CA">, titles word for word', async () => {
    const pages: [string, string][] = [
      ['/', 'Search used vehicle parts - PartsYard'],
      ['/top-questions', 'FAQs - PartsYard'],
      ['/contact-us', 'Contact Us - PartsYard'],
      ['/parts/honda/civic/alternator', 'Used Honda Civic Alternator - PartsYard'],
      [post.path, '2012 Honda Civic Alternator - $100 CAD - PartsYard'],
      [`/user-profile/${seller.id}`, "vendeurfr's parts - PartsYard"],
    ];
    for (const [url, title] of pages) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(langOf(res.body), url).toBe('en-CA');
      expect(titleOf(res.body), url).toBe(title);
      expect(metasOf(res.body, 'description'), url).toHaveLength(1);
    }
  });

  it('answers the private pages under /fr in French (the reset link, the unsubscribe link, messages)', async () => {
    for (const url of [
      '/fr/recover-password/a%40b.example?token=abc',
      '/fr/unsubscribe?token=abc',
      '/fr/messages/bob',
      '/fr/garage',
      '/fr/auth',
      '/fr/sign-up',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(langOf(res.body), url).toBe('fr-CA');
      expect(metaOf(res.body, 'description'), url).toBe(
        'PartsYard\u00a0: achetez et vendez des pièces de véhicules usagées par année, véhicule et pièce.',
      );
    }
    const english = await get('/unsubscribe?token=abc');
    expect(langOf(english.body)).toBe('en-CA');
    expect(metaOf(english.body, 'description')).toBe(
      'PartsYard: buy and sell used vehicle parts by year, vehicle and part.',
    );
  });

  it("lands a French verification link's answer on the French home page", async () => {
    const res = await get(`/api/auth/verify-email?token=forged&callbackURL=${encodeURIComponent('/fr/')}`);
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/fr\/\?error=/);
    const home = await get(location);
    expect(home.statusCode).toBe(200);
    expect(langOf(home.body)).toBe('fr-CA');
  });

  it('answers 404 under /fr with the French not-found page', async () => {
    for (const url of ['/fr/no/such/page', '/fr/view/999999', '/fr/parts/nosuchmake', '/fr/fr/garage']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(langOf(res.body), url).toBe('fr-CA');
      expect(titleOf(res.body), url).toBe('Page introuvable - PartsYard');
    }
    const english = await get('/no/such/page');
    expect(english.statusCode).toBe(404);
    expect(langOf(english.body)).toBe('en-CA');
    expect(titleOf(english.body)).toBe('Page not found - PartsYard');
  });

  it('keeps the language in a redirect: /fr/view/{id} goes 301 to /fr/view/{id}/{slug}, query kept', async () => {
    const cases: [string, string][] = [
      [`/fr/view/${post.id}?ref=mail`, `/fr${post.path}?ref=mail`],
      [`/fr/view/${post.id}/old-slug`, `/fr${post.path}`],
      ['/fr/parts/Honda/Civic', '/fr/parts/honda/civic'],
      ['/fr/parts/honda/civic/?page=1', '/fr/parts/honda/civic'],
      [`/view/${post.id}`, post.path],
    ];
    for (const [url, location] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
  });
});

describe('canonical and hreflang', () => {
  it('names the page in its language as canonical and both languages as alternates, English the default', async () => {
    for (const plain of [
      '/',
      post.path,
      '/parts/honda/civic/alternator',
      `/user-profile/${seller.id}`,
      '/top-questions',
      '/contact-us',
    ]) {
      const french = plain === '/' ? '/fr/' : `/fr${plain}`;
      const alternates = [
        ['en-CA', `${BASE}${plain}`],
        ['fr-CA', `${BASE}${french}`],
        ['x-default', `${BASE}${plain}`],
      ];
      const en = await get(plain);
      expect(canonicalOf(en.body), plain).toBe(`${BASE}${plain}`);
      expect(alternatesOf(en.body), plain).toEqual(alternates);
      const fr = await get(french);
      expect(canonicalOf(fr.body), french).toBe(`${BASE}${french}`);
      expect(alternatesOf(fr.body), french).toEqual(alternates);
    }
  });

  it("keeps the home page's search canonical in one key order under /fr", async () => {
    const res = await get('/fr/?search_year=2012&utm_source=x&page=2');
    expect(res.statusCode).toBe(200);
    expect(canonicalOf(res.body)).toBe(`${BASE}/fr/?search_year=2012&page=2`);
    expect(titleOf(res.body)).toBe('2012 - Résultats de recherche - PartsYard');
    // A keyword search is kept out of the index: no language versions named.
    const keyword = await get('/fr/?q=alternateur');
    expect(metaOf(keyword.body, 'robots')).toBe('noindex,follow');
    expect(alternatesOf(keyword.body)).toEqual([]);
  });
});

describe("a post's French head", () => {
  it('has French Open Graph, Twitter and JSON-LD words, og:locale fr_CA with en_CA its alternate', async () => {
    const res = await get(`/fr${post.path}`);
    const html = res.body;
    expect(metaOf(html, 'og:title')).toBe('Alternateur Honda Civic 2012 - 100\u00a0$');
    expect(metaOf(html, 'twitter:title')).toBe('Alternateur Honda Civic 2012 - 100\u00a0$');
    expect(metaOf(html, 'og:url')).toBe(`${BASE}/fr${post.path}`);
    expect(metaOf(html, 'og:description')).toBe(
      'Pièce usagée. Vendue telle quelle. Cueillette sur place seulement. Compatible avec Honda Civic 2012. A part somebody will report.',
    );
    expect(metaOf(html, 'og:locale')).toBe('fr_CA');
    expect(metasOf(html, 'og:locale:alternate')).toEqual(['en_CA']);
    const [product, trail] = jsonLdOf(html) as Record<string, unknown>[];
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Alternateur Honda Civic 2012',
      category: 'Alternateur',
      url: `${BASE}/fr${post.path}`,
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    const crumbs = ((trail?.itemListElement ?? []) as { name: string; item: string }[]).map((c) => [
      c.name,
      c.item,
    ]);
    expect(crumbs).toEqual([
      ['Accueil', `${BASE}/fr/`],
      ['Pièces', `${BASE}/fr/parts`],
      ['Honda', `${BASE}/fr/parts/honda`],
      ['Civic', `${BASE}/fr/parts/honda/civic`],
      ['Alternateur', `${BASE}/fr/parts/honda/civic/alternator`],
      ['Alternateur Honda Civic 2012', `${BASE}/fr${post.path}`],
    ]);
    for (const block of jsonLdOf(html)) expect(structuredDataProblems(block)).toEqual([]);

    const english = (await get(post.path)).body;
    expect(metaOf(english, 'og:title')).toBe('2012 Honda Civic Alternator - $100 CAD');
    expect(metaOf(english, 'og:description')).toBe(
      'Used. Sold as-is. Local pickup only. Fits Honda Civic 2012. A part somebody will report.',
    );
    expect(metaOf(english, 'og:locale')).toBe('en_CA');
    expect(metasOf(english, 'og:locale:alternate')).toEqual(['fr_CA']);
  });

  it("describes a landing page in French: its count, its part's name and its crumbs", async () => {
    const html = (await get('/fr/parts/honda/civic/alternator')).body;
    expect(metaOf(html, 'description')).toBe(
      "1 annonce à vendre\u00a0: Alternateur pour Honda Civic. Comparez les prix, l'état et la garantie, et écrivez au vendeur.",
    );
    const [trail] = jsonLdOf(html) as { itemListElement: { name: string }[] }[];
    expect(trail?.itemListElement.map((c) => c.name)).toEqual([
      'Accueil',
      'Pièces',
      'Honda',
      'Civic',
      'Alternateur',
    ]);
  });
});
