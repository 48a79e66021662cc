import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsonLdOf, structuredDataProblems } from '@common/rules/structured-data-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// /user-profile/{id}'s head: the seller by public name and city only, with a canonical
// address, description, Open Graph, Twitter and a schema.org ProfilePage.

const BASE = 'https://parts.example';
const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><title>PartsYard</title></head><body></body></html>';
let t: TTestApp;
let seller: { id: string; email: string };

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-seller-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({ PUBLIC_URL: BASE }, { webDist: dist });
  seller = await createUser(t.app, { username: 'yardking' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const attr = (html: string, re: RegExp) =>
  re.exec(html)?.[1]?.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
const metaOf = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`));
const canonicalOf = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)">/);

describe("a seller's page head", () => {
  it('names the seller by public name and city, canonical, with Open Graph, Twitter and a valid ProfilePage', async () => {
    const res = await get(`/user-profile/${seller.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const url = `${BASE}/user-profile/${seller.id}`;
    expect(html).toContain('<title>yardking&#39;s parts - PartsYard</title>');
    expect(canonicalOf(html)).toBe(url);
    expect(metaOf(html, 'description')).toBe(
      'Used vehicle parts for sale by yardking in Beverly Hills, CA. See their parts, prices and photos, and message them.',
    );
    expect(metaOf(html, 'og:type')).toBe('profile');
    expect(metaOf(html, 'og:url')).toBe(url);
    expect(metaOf(html, 'og:title')).toBe("yardking's parts");
    expect(metaOf(html, 'profile:username')).toBe('yardking');
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'twitter:title')).toBe("yardking's parts");
    expect(metaOf(html, 'robots')).toBeUndefined();
    const blocks = jsonLdOf(html);
    expect(blocks).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url,
        mainEntity: { '@type': 'Person', name: 'yardking', url },
      },
    ]);
    for (const block of blocks) expect(structuredDataProblems(block)).toEqual([]);
    // Nothing private of the seller (test/accounts.ts sampleProfile): email, street, postal code, legal name.
    for (const secret of [seller.email, '12 Rodeo Dr', '90210', 'Robin', 'Seller']) {
      expect(html).not.toContain(secret);
    }
  });

  it('keeps the page number in the canonical address; a sorted list is not indexed', async () => {
    const paged = await get(`/user-profile/${seller.id}?page=2&utm_source=x`);
    expect(canonicalOf(paged.body)).toBe(`${BASE}/user-profile/${seller.id}?page=2`);
    expect(metaOf(paged.body, 'robots')).toBeUndefined();
    const sorted = await get(`/user-profile/${seller.id}?direction=desc&order_by=year`);
    expect(canonicalOf(sorted.body)).toBe(`${BASE}/user-profile/${seller.id}?order_by=year&direction=desc`);
    expect(metaOf(sorted.body, 'robots')).toBe('noindex,follow');
  });

  it('stays a 404 with no tags for a user who does not exist', async () => {
    const res = await get('/user-profile/no-such-user');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('og:title');
  });
});
