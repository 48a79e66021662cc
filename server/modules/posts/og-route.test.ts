import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/html';
import { createUser } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// /view/{id} puts the post's words into the app's index.html: text a seller typed must land there
// as text, whatever it holds ('$&' and its kin are replacement patterns of String.replace). A post
// that is not there (or not for this viewer) is a 404, so crawlers and link previews see one.

const now = new Date('2027-06-01T12:00:00Z');
const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><title>PartsYard</title></head><body></body></html>';
const NOT_FOUND_TITLE = '<title>Page not found - PartsYard</title>';
let t: TTestApp;
let seller: { id: string; cookie: string };
let other: { id: string; cookie: string };

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-og-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({}, { webDist: dist }, { clock: () => now });
  seller = await createUser(t.app, { username: 'ogseller' });
  other = await createUser(t.app, { username: 'ogother' });
});
afterAll(async () => {
  await t.app.close();
  await t.database.close().catch(() => {}); // the last test closes it under the app
});

async function newPost(change: { stock_number?: string; description?: string; price?: number } = {}) {
  await createPost(t.app, seller.cookie, { change });
  const mine = await t.app.inject({
    method: 'GET',
    url: '/api/my-posts',
    headers: { cookie: seller.cookie },
  });
  return mine.json().posts[0].id as number;
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The post's page: /view/{id} redirects (301) to its canonical /view/{id}/{slug}, read here. */
async function view(id: number, cookie?: string) {
  const moved = await get(`/view/${id}`, cookie);
  expect(moved.statusCode, moved.body).toBe(301);
  return get(String(moved.headers.location), cookie);
}

describe('/view/{id} Open Graph tags', () => {
  it.each([['$&'], ['$1'], ['$`'], ["$'"], ['$$'], ['$<name>']])(
    'keeps %s in a description as typed, the page intact',
    async (pattern) => {
      const description = `Fits ${pattern} more ${pattern}`;
      const res = await view(await newPost({ stock_number: `SN${pattern}`, description }));
      expect(res.statusCode).toBe(200);
      const body = res.body;
      // After the part's details (og-description.ts), the seller's words as typed.
      expect(body).toMatch(/<meta property="og:description" content="Used\. Sold as-is\. [^"]*">/);
      expect(body).toContain(` ${escapeHtml(description)}">`);
      // The template around the tags is untouched: one head, one title, nothing repeated.
      expect(body.startsWith('<!doctype html><html lang="en-CA"><head><title>2012 Honda Civic ')).toBe(true);
      expect(body.endsWith('</head><body></body></html>')).toBe(true);
      expect(body.split('</head>')).toHaveLength(2);
      expect(body.split('<title>')).toHaveLength(2);
    },
  );
});

describe('/view/{id} answers', () => {
  it("titles the page '<year> <vehicle> <part> - <price> - PartsYard', in the tab and the preview", async () => {
    const res = await view(await newPost({ price: 119.99 }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const part = /<title>2012 Honda Civic (.+) - \$120 CAD - PartsYard<\/title>/.exec(res.body);
    expect(part, res.body).not.toBeNull();
    expect(res.body).toContain(
      `<meta property="og:title" content="2012 Honda Civic ${part?.[1]} - $120 CAD">`,
    );
  });

  it('is a 404 with the app and "Page not found" for a post that does not exist, or an id that is not one', async () => {
    for (const url of ['/view/999999', '/view/abc', '/view/0', '/view/99999999999']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache, no-store, must-revalidate');
      expect(res.body, url).toBe(TEMPLATE.replace('<title>PartsYard</title>', NOT_FOUND_TITLE));
    }
  });

  it('is a 410 for a sold post (404 on /report-post), except to its seller (who still sees it, as the API lets them)', async () => {
    const id = await newPost();
    const sold = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${id}/sold`,
      headers: { cookie: seller.cookie },
    });
    expect(sold.statusCode, sold.body).toBeLessThan(300);
    expect((await get(`/view/${id}`)).statusCode).toBe(410);
    expect((await get(`/view/${id}`, other.cookie)).statusCode).toBe(410);
    expect((await get(`/report-post/${id}`)).statusCode).toBe(404);
    const own = await view(id, seller.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('<title>2012 Honda Civic ');
    expect((await get(`/edit/${id}`, seller.cookie)).statusCode).toBe(200);
  });

  it('answers /edit/{id} and /report-post/{id} 404 for a missing post, 200 for a live one', async () => {
    const id = await newPost();
    expect((await get(`/report-post/${id}`)).statusCode).toBe(200);
    expect((await get(`/edit/${id}`, seller.cookie)).statusCode).toBe(200);
    for (const url of ['/edit/999999', '/report-post/999999', '/edit/x']) {
      const res = await get(url, seller.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(NOT_FOUND_TITLE);
    }
  });

  it("answers a seller's page 200, and 404 for a user who does not exist", async () => {
    expect((await get(`/user-profile/${seller.id}`)).statusCode).toBe(200);
    const res = await get('/user-profile/no-such-user');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(NOT_FOUND_TITLE);
  });
});

describe('/view/{id} while the database is away', () => {
  it('answers the app page with 503 and Retry-After (the app says it cannot reach its data), not a JSON error', async () => {
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/view/1' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(TEMPLATE);
    // Under /fr, in French.
    const fr = await t.app.inject({ method: 'GET', url: '/fr/view/1' });
    expect(fr.statusCode).toBe(503);
    expect(fr.body).toBe(TEMPLATE.replace('lang="en-CA"', 'lang="fr-CA"'));
  });
});
