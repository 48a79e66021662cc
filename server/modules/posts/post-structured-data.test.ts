import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsonLdOf, jsonLdOfType, structuredDataProblems } from '@common/rules/structured-data-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// /view/{id}/{slug}'s head for search engines: Product JSON-LD that Google's required
// fields accept, with an Offer only while the post is for sale; complete Twitter tags; nothing of
// the seller but their public name. A sold or expired post answers 410 to the public.

const BASE = 'https://parts.example';
const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><title>PartsYard</title></head><body></body></html>';
let t: TTestApp;
let seller: { id: string; email: string; cookie: string };
let admin: { cookie: string };

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-ld-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({ PUBLIC_URL: BASE }, { webDist: dist });
  seller = await createUser(t.app, { username: 'ldseller' });
  admin = await createUser(t.app, { admin: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function newPost(change: { description?: string; price?: number } = {}, photos = 0) {
  await createPost(t.app, seller.cookie, { change, photos });
  const mine = await get('/api/my-posts', seller.cookie);
  return mine.json().posts[0].id as number;
}

/** The post's page at its canonical address (the bare id answers 301 there). */
async function view(id: number, cookie?: string) {
  const moved = await get(`/view/${id}`, cookie);
  expect(moved.statusCode, moved.body).toBe(301);
  return get(String(moved.headers.location), cookie);
}

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

/** Nothing private of the seller (createUser's profile: sampleProfile) is in the page. */
function expectNoPrivateData(html: string) {
  for (const secret of [seller.email, '12 Rodeo Dr', '90210', 'Robin']) expect(html).not.toContain(secret);
}

describe('/view/{id}/{slug} Product JSON-LD', () => {
  it('describes a live post as a valid Product with an in-stock Offer and the seller by public name', async () => {
    const id = await newPost({ price: 119.99 }, 2);
    const res = await view(id);
    expect(res.statusCode).toBe(200);
    const blocks = jsonLdOf(res.body);
    expect(blocks.map((b) => b['@type'])).toEqual(['Product', 'BreadcrumbList']);
    for (const block of blocks) expect(structuredDataProblems(block)).toEqual([]);
    const [product] = jsonLdOfType(res.body, 'Product');
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(res.body)?.[1];
    expect(canonical).toMatch(new RegExp(`^${BASE}/view/${id}/2012-honda-civic-`));
    expect(product).toMatchObject({
      name: expect.stringMatching(/^2012 Honda Civic /),
      url: canonical,
      sku: 'HC-2012-ALT',
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: 119.99,
        priceCurrency: 'CAD',
        availability: 'https://schema.org/InStock',
        url: canonical,
        seller: { '@type': 'Person', name: 'ldseller', url: `${BASE}/user-profile/${seller.id}` },
      },
    });
    // The trail runs through the landing pages of its make, model and part to the post itself.
    const crumbs = (jsonLdOfType(res.body, 'BreadcrumbList')[0]?.itemListElement ?? []) as {
      name: string;
      item: string;
    }[];
    const part = String(product?.category);
    const partSlug = part.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(crumbs.map((c) => [c.name, c.item])).toEqual([
      ['Home', `${BASE}/`],
      ['Parts', `${BASE}/parts`],
      ['Honda', `${BASE}/parts/honda`],
      ['Civic', `${BASE}/parts/honda/civic`],
      [part, `${BASE}/parts/honda/civic/${partSlug}`],
      [product?.name, canonical],
    ]);
    const images = product?.image as string[];
    expect(images).toHaveLength(2);
    for (const image of images) expect(image).toMatch(/^https?:\/\//);
    expectNoPrivateData(res.body);
  });

  it('carries complete Twitter tags, with the photo when there is one', async () => {
    const withPhoto = (await view(await newPost({}, 1))).body;
    expect(meta(withPhoto, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(withPhoto, 'name', 'twitter:title')).toMatch(/^2012 Honda Civic .+ - \$100 CAD$/);
    expect(meta(withPhoto, 'name', 'twitter:description')).toMatch(/^Used\. Sold as-is\. /);
    expect(meta(withPhoto, 'name', 'twitter:image')).toBe(meta(withPhoto, 'property', 'og:image'));
    expect(meta(withPhoto, 'name', 'twitter:image')).toMatch(/^https?:\/\//);
    expect(meta(withPhoto, 'property', 'product:price:amount')).toBe('100.00');
    const bare = (await view(await newPost())).body;
    expect(meta(bare, 'name', 'twitter:card')).toBe('summary');
    expect(meta(bare, 'name', 'twitter:title')).toBeDefined();
    expect(meta(bare, 'name', 'twitter:image')).toBeUndefined();
  });

  it('keeps a description that would close the script tag inside the JSON-LD, as text', async () => {
    const description = 'Works. </script><script>alert(1)</script> & <!-- done';
    const res = await view(await newPost({ description }));
    expect(res.body).not.toContain('<script>alert(1)');
    // Only the two JSON-LD blocks open a script: the description's tags stayed inside the first.
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(jsonLdOfType(res.body, 'Product')[0]?.description).toBe(description);
  });
});

describe('sold and expired posts', () => {
  const expireSql = (id: number) => sql`UPDATE posts SET status = 'expired' WHERE id = ${id}`;
  const lapseSql = (id: number) => sql`UPDATE posts SET expires_at = '2020-01-01' WHERE id = ${id}`;

  it.each([
    [
      'sold',
      async (id: number): Promise<void> => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/posts/${id}/sold`,
          headers: { cookie: seller.cookie },
        });
        expect(res.statusCode, res.body).toBeLessThan(300);
      },
    ],
    ['expired', async (id: number): Promise<void> => void (await t.app.db.execute(expireSql(id)))],
    [
      'past its year, not yet marked',
      async (id: number): Promise<void> => void (await t.app.db.execute(lapseSql(id))),
    ],
  ] as const)('answers a %s post 410 with the app to the public, at any of its addresses', async (_, end) => {
    const id = await newPost();
    const canonical = String((await get(`/view/${id}`)).headers.location);
    await end(id);
    for (const url of [`/view/${id}`, canonical, `/view/${id}/old-name`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(410);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<title>Post no longer available - PartsYard</title>');
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
      expect(res.body, url).toContain('<body></body>'); // the app's page, which shows its message
      expect(jsonLdOf(res.body), url).toEqual([]);
    }
    // The API keeps the spec's answer: the public may not see it.
    expect((await get(`/api/posts/${id}`)).statusCode).toBe(404);
  });

  it('shows its seller and the admins a sold post with a Product and no Offer, not to be indexed', async () => {
    const id = await newPost();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${id}/sold`,
      headers: { cookie: seller.cookie },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    for (const cookie of [seller.cookie, admin.cookie]) {
      const page = await view(id, cookie);
      expect(page.statusCode).toBe(200);
      const [product] = jsonLdOfType(page.body, 'Product');
      expect(structuredDataProblems(product)).toEqual([]);
      expect(product).not.toHaveProperty('offers');
      expect(page.body).toContain('<meta name="robots" content="noindex">');
      expect(meta(page.body, 'property', 'product:price:amount')).toBeUndefined();
    }
  });

  it('keeps 404 for a post that was never there', async () => {
    expect((await get('/view/999999')).statusCode).toBe(404);
  });
});
