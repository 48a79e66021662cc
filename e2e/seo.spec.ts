import type { APIRequestContext } from '@playwright/test';
import { uniqueUsername } from './support/accounts';
import { createPostApi, createUserAs, signInAdminApi, type TApiUser, TORONTO } from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// Readable post addresses in a real browser: the canonical /view/{id}/{slug} opens the
// post in the app, and the bare /view/{id} lands there. On the run's shared server, with a seller
// of this spec's own.

interface TFixture {
  admin: APIRequestContext;
  seller: TApiUser;
  postId: number;
  stock: string;
}
let f: TFixture;
const base = () => process.env.E2E_BASE_URL ?? '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const admin = await signInAdminApi(base());
  const seller = await createUserAs(admin, base(), uniqueUsername('seo'), TORONTO);
  const stock = uniqueUsername('SEO').toUpperCase();
  const postId = await createPostApi(seller.api, {
    year: 2012,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: stock,
    description: 'Readable address check.',
    price: 120,
  });
  f = { admin, seller, postId, stock };
});

test.afterAll(async () => {
  for (const api of [f?.admin, f?.seller.api]) await api?.dispose();
});

test('the canonical address shows the post, and the bare id lands on it', async ({ page }) => {
  const canonical = `/view/${f.postId}/2012-honda-civic-alternator`;
  const res = await page.goto(canonical);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(f.stock);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${base()}${canonical}`);
  await expectAccessible(page);

  await page.goto(`/view/${f.postId}?from=test`);
  await expect(page).toHaveURL(`${base()}${canonical}?from=test`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(f.stock);
});

test('robots.txt and the sitemap are served to crawlers, the post listed at its canonical address', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('\nSitemap: ');
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  const first = /<loc>[^<]*(\/sitemaps\/posts-1\.xml)<\/loc>/.exec(await index.text())?.[1];
  expect(first).toBeDefined();
  const posts = await (await request.get(first ?? '')).text();
  expect(posts).toContain(`/view/${f.postId}/2012-honda-civic-alternator</loc>`);
});
