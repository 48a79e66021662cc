import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/html';
import { createUser } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// /view/{id} puts the post's words into the app's index.html: text a seller typed must land there
// as text, whatever it holds ('$&' and its kin are replacement patterns of String.replace).

const now = new Date('2027-06-01T12:00:00Z');
const TEMPLATE = '<!doctype html><html><head><title>PartsYard</title></head><body></body></html>';
let t: TTestApp;
let seller: { id: string; cookie: string };

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-og-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({}, { webDist: dist }, { clock: () => now });
  seller = await createUser(t.app, { username: 'ogseller' });
});
afterAll(async () => {
  await t.app.close();
  await t.database.close().catch(() => {}); // the last test closes it under the app
});

async function viewPage(change: { stock_number: string; description: string }) {
  await createPost(t.app, seller.cookie, { change });
  const mine = await t.app.inject({
    method: 'GET',
    url: '/api/my-posts',
    headers: { cookie: seller.cookie },
  });
  const id = mine.json().posts[0].id as number;
  const res = await t.app.inject({ method: 'GET', url: `/view/${id}` });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('/view/{id} Open Graph tags', () => {
  it.each([['$&'], ['$1'], ['$`'], ["$'"], ['$$'], ['$<name>']])(
    'keeps %s in a title and a description as typed, the page intact',
    async (pattern) => {
      const description = `Fits ${pattern} more ${pattern}`;
      const body = await viewPage({ stock_number: `SN${pattern}`, description });
      expect(body).toContain(`<meta property="og:description" content="${escapeHtml(description)}">`);
      expect(body).toContain(`${escapeHtml(`SN${pattern}`)} — $100.00 CAD">`);
      // The template around the tags is untouched: one head, one title, nothing repeated.
      expect(body.startsWith('<!doctype html><html><head><title>PartsYard</title><meta ')).toBe(true);
      expect(body.endsWith('</head><body></body></html>')).toBe(true);
      expect(body.split('</head>')).toHaveLength(2);
      expect(body.split('<title>')).toHaveLength(2);
    },
  );
});

describe('/view/{id} while the database is away', () => {
  it('answers the app page with 503 and Retry-After (the app says it cannot reach its data), not a JSON error', async () => {
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/view/1' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(TEMPLATE);
  });
});
