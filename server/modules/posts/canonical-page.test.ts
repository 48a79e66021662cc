import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { META_DESCRIPTION_MAX } from './og-route';

// A post's one address: /view/{id}/{slug}. The bare id and a wrong or outdated slug
// answer 301 there with the query kept; the page names it canonical and carries a meta description.

const BASE = 'https://parts.example';
const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><title>PartsYard</title></head><body></body></html>';
let t: TTestApp;
let seller: { id: string; cookie: string };

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-canonical-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({ PUBLIC_URL: BASE }, { webDist: dist });
  seller = await createUser(t.app, { username: 'canonseller' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function newPost(description = 'Alternator in good working order.') {
  await createPost(t.app, seller.cookie, { change: { description } });
  const mine = await t.app.inject({
    method: 'GET',
    url: '/api/my-posts',
    headers: { cookie: seller.cookie },
  });
  const post = mine.json().posts[0] as { id: number; part_name: string };
  const part = post.part_name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { id: post.id, canonical: `/view/${post.id}/2012-honda-civic-${part}` };
}
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the canonical post address', () => {
  it('answers /view/{id} and a wrong or outdated slug 301 to /view/{id}/{slug}, the query kept', async () => {
    const { id, canonical } = await newPost();
    for (const [asked, to] of [
      [`/view/${id}`, canonical],
      [`/view/${id}?ref=share&x=%26`, `${canonical}?ref=share&x=%26`],
      [`/view/${id}/old-name`, canonical],
      [`/view/${id}/2012-HONDA-civic?utm_source=mail`, `${canonical}?utm_source=mail`],
    ] as const) {
      const res = await get(asked);
      expect(res.statusCode, asked).toBe(301);
      expect(res.headers.location, asked).toBe(to);
    }
    const page = await get(canonical);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('names the canonical URL in a link and og:url, with a meta description', async () => {
    const { canonical } = await newPost();
    const body = (await get(canonical)).body;
    expect(body).toContain(`<link rel="canonical" href="${BASE}${canonical}">`);
    expect(body).toContain(`<meta property="og:url" content="${BASE}${canonical}">`);
    const description = /<meta name="description" content="([^"]*)">/.exec(body)?.[1];
    expect(description).toMatch(/^Used\. /);
    expect(description).toContain('Alternator in good working order.');
  });

  it('escapes the description and keeps it short, cut at a word end', async () => {
    const typed = `Fits "all" <b>models</b> & more ${'very long words '.repeat(20)}`;
    const { canonical } = await newPost(typed);
    const body = (await get(canonical)).body;
    const description = /<meta name="description" content="([^"]*)">/.exec(body)?.[1] ?? '';
    expect(description).toContain('Fits &#34;all&#34; &#60;b&#62;models&#60;/b&#62; &#38; more very');
    expect(body).not.toContain('<b>models');
    const plain = description.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)));
    expect(plain.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(plain).toMatch(/ (very|long|words)…$/);
  });

  it('keeps 404 for a post that is not there, at any slug', async () => {
    for (const url of ['/view/999999', '/view/999999/2012-honda-civic-alternator', '/view/abc/x']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
