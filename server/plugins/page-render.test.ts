import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/accounts';
import { createTestApp, type TTestApp } from '../test/test-app';
import { acceptedLanguages } from './page-render';

// The server's side of server rendering, with a stand-in renderer module where `npm run build` puts
// the real one (web/dist-ssr/entry-server.js beside web/dist): what it renders goes into #root with
// its data, its API calls are answered by the app as the page's requester, and a renderer that
// fails or declines leaves the plain app page (the browser renders it).

const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><title>PartsYard</title></head><body><div id="root"></div></body></html>';

// Answers with what GET /api/me said to the page's requester, and data that tries to end its tag.
const RENDERER = `
export async function render({ url, api, language }) {
  if (url.includes('fail=throw')) throw new Error('render broke');
  if (url.includes('echo=lang')) {
    const res = await api('/api/posts/999999', { headers: { accept: 'application/json' } });
    return { html: '<p>' + language + ' ' + url + ' ' + (await res.json()).message + '</p>', state: '{}' };
  }
  if (url.includes('fail=decline')) return null;
  if (url.includes('echo=id')) {
    const res = await api('/api/me', { headers: { accept: 'application/json' } });
    return { html: '<p>' + res.headers.get('x-request-id') + '</p>', state: '{}' };
  }
  const me = await api('/api/me', { headers: { accept: 'application/json' } });
  const body = me.status === 200 ? (await me.json()).user.email : 'visitor';
  return {
    html: '<main><h1>' + body + '</h1><p>' + url + '</p></main>',
    state: JSON.stringify({ note: '</script><script>alert(1)</script>' }),
  };
}
`;

let t: TTestApp;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'partsyard-ssr-'));
  const dist = path.join(root, 'web', 'dist');
  mkdirSync(dist, { recursive: true });
  mkdirSync(path.join(root, 'web', 'dist-ssr'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(root, 'web', 'dist-ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const stateOf = (html: string) =>
  /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('server-rendered pages', () => {
  it("puts the renderer's markup in #root and its data in a JSON block no text can close", async () => {
    const seller = await createUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/user-profile/${seller.id}?sort=price` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<div id="root"><main><h1>visitor</h1><p>/user-profile/${seller.id}?sort=price</p></main></div>`,
    );
    const state = stateOf(res.body);
    expect(state).toBeDefined();
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state ?? '')).toEqual({ note: '</script><script>alert(1)</script>' });
    // Rendered for one person: never kept by a shared cache.
    expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it("answers the page's API calls as the signed-in requester", async () => {
    const seller = await createUser(t.app);
    const viewer = await createUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/user-profile/${seller.id}`,
      headers: { cookie: viewer.cookie },
    });
    expect(res.body).toContain(`<h1>${viewer.email}</h1>`);
    expect(res.body).not.toContain(seller.email);
  });

  it("makes the page's API calls under the page's own request id (their log lines carry it)", async () => {
    const seller = await createUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/user-profile/${seller.id}?echo=id`,
      headers: { 'x-request-id': 'page-7' },
    });
    expect(res.headers['x-request-id']).toBe('page-7');
    expect(res.body).toContain('<div id="root"><p>page-7</p></div>');
  });

  it("renders in the page's language: its /fr URL and language given, its API calls answered in it", async () => {
    const seller = await createUser(t.app);
    // Whatever the browser prefers: the address chose the language.
    const headers = { 'accept-language': 'en-CA' };
    const fr = await t.app.inject({
      method: 'GET',
      url: `/fr/user-profile/${seller.id}?echo=lang`,
      headers,
    });
    expect(fr.statusCode).toBe(200);
    expect(fr.body).toContain(
      `<div id="root"><p>fr /fr/user-profile/${seller.id}?echo=lang Cette annonce n'existe pas ou n'est plus disponible.</p></div>`,
    );
    const en = await t.app.inject({
      method: 'GET',
      url: `/user-profile/${seller.id}?echo=lang`,
      headers: { 'accept-language': 'fr-CA', cookie: 'py_lang=en' },
    });
    expect(en.body).toContain(
      `<div id="root"><p>en /user-profile/${seller.id}?echo=lang This post does not exist or is no longer available.</p></div>`,
    );
  });

  it('leaves the page to the browser when the renderer fails or declines', async () => {
    const seller = await createUser(t.app);
    for (const fail of ['throw', 'decline']) {
      const res = await t.app.inject({ method: 'GET', url: `/user-profile/${seller.id}?fail=${fail}` });
      expect(res.statusCode, fail).toBe(200);
      expect(res.body, fail).toContain('<div id="root"></div>');
      expect(stateOf(res.body), fail).toBeUndefined();
    }
  });

  it("counts a page once against the rate limit, not each of its render's API calls", async () => {
    const limited = await createTestApp(
      {},
      { webDist: path.join(root, 'web', 'dist'), rateLimitPerMinute: 4 },
    );
    try {
      const seller = await createUser(limited.app);
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.app.inject({
          method: 'GET',
          url: `/user-profile/${seller.id}`,
          remoteAddress: '10.9.8.7',
        });
        expect(res.statusCode, `page ${i + 1}`).toBe(200);
        expect(res.body, `page ${i + 1}`).toContain('<h1>visitor</h1>');
      }
      const fifth = await limited.app.inject({
        method: 'GET',
        url: `/user-profile/${seller.id}`,
        remoteAddress: '10.9.8.7',
      });
      expect(fifth.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('renders nothing for a page whose thing is missing: the 404 page stays the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/user-profile/nobody-here' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('acceptedLanguages', () => {
  it("reads a browser's Accept-Language, most preferred first", () => {
    expect(acceptedLanguages('fr-CA,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['fr-CA', 'fr', 'en-US', 'en']);
    expect(acceptedLanguages('en;q=0.5, en-CA')).toEqual(['en-CA', 'en']);
  });

  it('leaves out refused, wildcard and malformed tags', () => {
    expect(acceptedLanguages('en-US;q=0, *;q=0.1, <script>, de')).toEqual(['de']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
