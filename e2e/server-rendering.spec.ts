import { jsonLdOfType, structuredDataProblems } from '@common/rules/structured-data-check';
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { uniqueUsername } from './support/accounts';
import { createPostApi, createUserAs, signInAdminApi, type TApiUser, TORONTO } from './support/listings';
import { testPhoto } from './support/photos';
import { expect, expectAccessible, test } from './support/test';

// Public pages rendered on the server: their content is in the HTML a crawler or a
// browser without JavaScript gets, and the app takes the markup over (hydrates) without React
// reporting a mismatch, for a visitor and for a signed-in user.

interface TFixture {
  admin: APIRequestContext;
  seller: TApiUser;
  buyer: TApiUser;
  postId: number;
  stock: string;
  path: string;
}
let f: TFixture;
const base = () => process.env.E2E_BASE_URL ?? '';
const DESCRIPTION = 'Server rendered alternator, tested on the bench.';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const admin = await signInAdminApi(base());
  const seller = await createUserAs(admin, base(), uniqueUsername('ssrseller'), TORONTO);
  const buyer = await createUserAs(admin, base(), uniqueUsername('ssrbuyer'), TORONTO);
  const stock = uniqueUsername('SSR').toUpperCase();
  const postId = await createPostApi(seller.api, {
    year: 2012,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: stock,
    description: DESCRIPTION,
    price: 135,
    photos: [await testPhoto('ssr-1.png', '#3366aa')],
  });
  f = { admin, seller, buyer, postId, stock, path: `/view/${postId}/2012-honda-civic-alternator` };
});

test.afterAll(async () => {
  for (const api of [f?.admin, f?.seller.api, f?.buyer.api]) await api?.dispose();
});

/**
 * React's words for markup the browser's first render did not match: the development build's
 * sentences, and the production build's error numbers (418-425: hydration failed, text differed...).
 */
const MISMATCH =
  /hydrat|did not match|server rendered|server-rendered|react\.dev\/errors\/4(1[89]|2\d)|React error #4(1[89]|2\d)/i;

/** Console errors and warnings about hydration while `page` is used. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const keep = (text: string) => {
    if (MISMATCH.test(text)) problems.push(text);
  };
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') keep(m.text());
  });
  page.on('pageerror', (e) => keep(e.message));
  return problems;
}

/** The page's markup was the server's: its data block is there (the browser read it to hydrate). */
async function expectServerRendered(page: Page) {
  await expect(page.locator('script#server-state')).toHaveCount(1);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a post page shows its title, price, description, photo and seller', async ({ page }) => {
    const res = await page.goto(f.path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('2012 Honda - Civic Alternator');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(f.stock);
    await expect(page.getByText(DESCRIPTION)).toBeVisible();
    await expect(page.getByText('$135').first()).toBeVisible();
    await expect(page.getByRole('link', { name: f.seller.username }).first()).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
  });

  test("a seller's page lists their posts", async ({ page }) => {
    const res = await page.goto(`/user-profile/${f.seller.id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(f.seller.username);
    await expect(page.getByText(f.stock).first()).toBeVisible();
  });

  test('the search form works without the app: a keyword sent by the browser finds the post', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Keyword' }).fill(f.stock);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${f.stock}`));
    await expect(page.getByText(f.stock).first()).toBeVisible();
  });

  test("the home page's results for a search URL are in the page", async ({ page }) => {
    const res = await page.goto(`/?q=${encodeURIComponent(f.stock)}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByText(f.stock).first()).toBeVisible();
  });
});

test('the HTML of a post carries its canonical address and valid Product data', async ({ request }) => {
  const html = await (await request.get(f.path)).text();
  expect(html).toContain(DESCRIPTION);
  expect(html).toContain(`<link rel="canonical" href="${base()}${f.path}">`);
  const products = jsonLdOfType(html, 'Product');
  expect(products).toHaveLength(1);
  expect(structuredDataProblems(products[0])).toEqual([]);
  // Rendered as a visitor: no one's email anywhere in it.
  expect(html).not.toContain(f.seller.email);
});

for (const who of ['visitor', 'signed-in buyer'] as const) {
  test(`public pages hydrate without a mismatch for a ${who}`, async ({ page }) => {
    test.slow();
    if (who === 'signed-in buyer') {
      await page.context().addCookies((await f.buyer.api.storageState()).cookies);
    }
    const problems = watchHydration(page);
    for (const path of [f.path, `/user-profile/${f.seller.id}`, `/?q=${encodeURIComponent(f.stock)}`]) {
      await page.goto(path);
      await expectServerRendered(page);
      await expect(page.getByText(f.stock).first()).toBeVisible();
    }
    // Hydrated: the app answers clicks (Share copies the link or opens the share sheet).
    await page.goto(f.path);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    if (who === 'signed-in buyer') {
      await expect(page.getByRole('banner').getByText(f.buyer.username)).toBeVisible();
    }
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });
}

test('on a phone, the home page, a post and a search hydrate in the narrow layout without a mismatch @phone', async ({
  page,
}) => {
  const problems = watchHydration(page);
  await page.goto('/');
  await expectServerRendered(page);
  // The phone's layout from the server on: the keyword first, the other filters folded.
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
  for (const path of [f.path, `/?q=${encodeURIComponent(f.stock)}`]) {
    await page.goto(path);
    await expectServerRendered(page);
    await expect(page.getByText(f.stock).first()).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('the browser does not fetch again the data the server rendered the page from', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  await page.goto(f.path);
  await expectServerRendered(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(f.stock);
  // Hydrated (the navigation waited for it) and every request the page's mount made has ended.
  await page.waitForLoadState('networkidle');
  expect(apiCalls.filter((p) => p === `/api/posts/${f.postId}` || p === '/api/posts/search')).toEqual([]);
});

test.describe('in Canada', () => {
  // The server renders with the request's Accept-Language, as the browser reads its languages: a
  // visitor's region (the currency prices convert to) is the same on both sides.
  test.use({ locale: 'en-CA' });

  test('a visitor whose browser says Canada gets the page hydrated without a mismatch', async ({ page }) => {
    const problems = watchHydration(page);
    await page.goto(f.path);
    await expectServerRendered(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(f.stock);
    // A price in Canadian dollars, for a Canadian: no conversion beside it.
    await expect(page.getByTestId('converted-price')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
