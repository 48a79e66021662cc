import { jsonLdOf, structuredDataProblems } from '@common/rules/structured-data-check';
import type { APIRequestContext } from '@playwright/test';
import { uniqueUsername } from './support/accounts';
import { createPostApi, createUserAs, signInAdminApi, type TApiUser, TORONTO } from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// Structured data and head tags on the built server: the post page, the home page and
// a seller's page carry JSON-LD that Google's required fields accept; a sold post answers 410 and
// a person still reads the app's message.

interface TFixture {
  admin: APIRequestContext;
  seller: TApiUser;
  liveId: number;
  soldId: number;
}
let f: TFixture;
const base = () => process.env.E2E_BASE_URL ?? '';
const post = (stock: string) => ({
  year: 2012,
  vehicle: 'Honda - Civic',
  part: 'Alternator',
  stock_number: stock,
  description: 'Structured data check. </script><b>bold</b>',
  price: 99.5,
});

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const admin = await signInAdminApi(base());
  const seller = await createUserAs(admin, base(), uniqueUsername('ldseller'), TORONTO);
  const liveId = await createPostApi(seller.api, post(uniqueUsername('LD').toUpperCase()));
  const soldId = await createPostApi(seller.api, post(uniqueUsername('LDS').toUpperCase()));
  const sold = await seller.api.post(`/api/posts/${soldId}/sold`);
  expect(sold.status(), await sold.text()).toBeLessThan(300);
  f = { admin, seller, liveId, soldId };
});

test.afterAll(async () => {
  for (const api of [f?.admin, f?.seller.api]) await api?.dispose();
});

/** The JSON-LD blocks of a page's first HTML, each checked; their @types. */
function checkedTypes(html: string): string[] {
  const blocks = jsonLdOf(html);
  for (const block of blocks) expect(structuredDataProblems(block)).toEqual([]);
  return blocks.map((b) => String(b['@type']));
}

test('the post, home and seller pages carry valid JSON-LD in their first HTML', async ({ request }) => {
  const view = await request.get(`/view/${f.liveId}/2012-honda-civic-alternator`);
  expect(view.status()).toBe(200);
  const html = await view.text();
  expect(checkedTypes(html)).toContain('Product');
  const product = jsonLdOf(html).find((b) => b['@type'] === 'Product');
  expect(product?.offers).toMatchObject({ price: 99.5, priceCurrency: 'CAD' });
  expect(html).not.toContain('<b>bold</b>');
  expect(html).toContain('<meta name="twitter:title"');

  const home = await (await request.get('/')).text();
  expect(checkedTypes(home)).toContain('WebSite');
  const seller = await (await request.get(`/user-profile/${f.seller.id}`)).text();
  expect(checkedTypes(seller)).toContain('ProfilePage');
  expect(seller).not.toContain(f.seller.email);
});

test('a sold post answers 410, and the page tells a person it is no longer available', async ({ page }) => {
  const res = await page.goto(`/view/${f.soldId}`);
  expect(res?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found');
  await expect(page.getByText('no longer available')).toBeVisible();
  await expectAccessible(page);
});
