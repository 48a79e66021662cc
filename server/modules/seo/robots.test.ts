import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';

// robots.txt: plain text, the private pages and the API kept out (the public reads the
// public pages make left open), the sitemap named. Rules are read as search engines read them:
// the longest matching rule wins, Allow on a tie.

const BASE = 'https://parts.example';
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: BASE });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function allowed(lines: string[], path: string): boolean {
  const rules = lines
    .map((l) => /^(Allow|Disallow): (\S+)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null && path.startsWith(m[2] ?? ''))
    .map((m) => ({ allow: m[1] === 'Allow', length: (m[2] ?? '').length }))
    .sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow));
  return rules[0]?.allow ?? true;
}

describe('/robots.txt', () => {
  it('is plain text naming the sitemap, with its cache header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(res.body.split('\n')).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(res.body.split('\n')[0]).toBe('User-agent: *');
  });

  it('keeps crawlers out of private pages and the API, in on public pages, photos and the public reads', async () => {
    const lines = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body.split('\n');
    for (const path of [
      '/profile',
      '/messages',
      '/messages/bob',
      '/my-posts',
      '/favorites',
      '/dashboard',
      '/create-post',
      '/edit/12',
      '/success',
      '/checkout/abc',
      '/auth',
      '/garage',
      '/api/me',
      '/api/messages/contacts',
      '/api/favorites',
      '/media-signed/reports/1/a.webp',
    ])
      expect(allowed(lines, path), path).toBe(false);
    for (const path of [
      '/',
      '/view/12',
      '/view/12/2012-honda-civic-alternator',
      '/user-profile/u1',
      '/top-questions',
      '/contact-us',
      '/sitemap.xml',
      '/sitemaps/posts-1.xml',
      '/media/posts/1/a-card.webp',
      '/api/posts/12',
      '/api/posts/search?search_make=Honda',
      '/api/vehicles',
      '/api/parts',
    ])
      expect(allowed(lines, path), path).toBe(true);
  });

  it('does the same for the French pages under /fr (issue 20)', async () => {
    const lines = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body.split('\n');
    for (const path of [
      '/fr/profile',
      '/fr/messages',
      '/fr/messages/bob',
      '/fr/my-posts',
      '/fr/favorites',
      '/fr/dashboard',
      '/fr/create-post',
      '/fr/edit/12',
      '/fr/auth',
      '/fr/sign-up',
      '/fr/recover-password/a@b.example',
      '/fr/unsubscribe',
      '/fr/garage',
      '/fr/saved-searches',
    ])
      expect(allowed(lines, path), path).toBe(false);
    for (const path of [
      '/fr',
      '/fr/',
      '/fr/view/12/2012-honda-civic-alternator',
      '/fr/user-profile/u1',
      '/fr/top-questions',
      '/fr/contact-us',
      '/fr/parts/honda/civic/alternator',
    ])
      expect(allowed(lines, path), path).toBe(true);
  });
});
