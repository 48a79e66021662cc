import type { APIRequestContext } from '@playwright/test';
import { uniqueUsername } from './support/accounts';
import { createPostApi, createUserAs, signInAdminApi, type TApiUser, TORONTO } from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// Landing pages by vehicle and part in a real browser: from the home page's link to the
// makes, a make's models, a model's parts and one part's live posts, paged through by links that
// change the address; each page accessible, and rendered on the server with its content. On the
// run's shared server, with a seller and a model no other spec uses.

const MAKE = 'Acadian';
const MODEL = 'Beaumont';
const PART = 'Fuel Pump';
const PART_PATH = '/parts/acadian/beaumont/fuel-pump';

interface TFixture {
  admin: APIRequestContext;
  seller: TApiUser;
}
let f: TFixture;
const base = () => process.env.E2E_BASE_URL ?? '';

// One worker for the file: its counts ("Beaumont (11)") are of the posts beforeAll lists, once.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const admin = await signInAdminApi(base());
  const seller = await createUserAs(admin, base(), uniqueUsername('landing'), TORONTO);
  // Eleven posts: two pages of ten.
  for (let i = 0; i < 11; i++) {
    await createPostApi(seller.api, {
      year: 1960 + i,
      vehicle: `${MAKE} - ${MODEL}`,
      part: PART,
      stock_number: uniqueUsername(`LP${i}`).toUpperCase(),
      description: 'A landing page check.',
      price: 100 + i,
    });
  }
  f = { admin, seller };
});

test.afterAll(async () => {
  for (const api of [f?.admin, f?.seller.api]) await api?.dispose();
});

test('from the home page to a part of a model, paged through by address, each page accessible', async ({
  page,
}) => {
  // Hydrating the server's markup must not warn (a mismatch is a console error).
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(PART_PATH);
  await expect(page.locator('article')).toHaveCount(10);
  await page.goto('/');
  await page.getByRole('link', { name: 'Browse parts by make' }).click();
  await expect(page).toHaveURL(`${base()}/parts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Used auto parts by make' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: MAKE, exact: true }).click();
  await expect(page).toHaveURL(`${base()}/parts/acadian`);
  await expect(page.getByRole('heading', { level: 1, name: `Used ${MAKE} parts` })).toBeVisible();
  await expect(page.locator('article')).toHaveCount(10);

  await page.getByRole('link', { name: `${MODEL} (11)` }).click();
  await expect(page).toHaveURL(`${base()}/parts/acadian/beaumont`);
  await expect(page.getByRole('heading', { level: 1, name: `Used ${MAKE} ${MODEL} parts` })).toBeVisible();

  await page.getByRole('link', { name: `${PART} (11)` }).click();
  await expect(page).toHaveURL(`${base()}${PART_PATH}`);
  await expect(page.getByRole('heading', { level: 1, name: `Used ${MAKE} ${MODEL} ${PART}` })).toBeVisible();
  await expect(page.getByText(`11 used ${MAKE} ${MODEL} ${PART} for sale.`)).toBeVisible();
  await expect(page.locator('article')).toHaveCount(10);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link')).toHaveText(['Home', 'Parts', MAKE, MODEL]);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${base()}${PART_PATH}?page=2`);
  await expect(page.getByText('Page: 2')).toBeVisible();
  await expect(page.locator('article')).toHaveCount(1);
  await expect(page).toHaveTitle(`Used ${MAKE} ${MODEL} ${PART} - Page 2 - PartsYard`);
  await expectAccessible(page);

  // The page's address is shareable: opened afresh, it shows the same page.
  await page.reload();
  await expect(page.getByText('Page: 2')).toBeVisible();
  await expect(page.locator('article')).toHaveCount(1);
  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(`${base()}${PART_PATH}`);
  await expect(page.locator('article')).toHaveCount(10);

  // Up the trail to the make.
  await trail.getByRole('link', { name: MAKE }).click();
  await expect(page).toHaveURL(`${base()}/parts/acadian`);
  expect(errors).toEqual([]);
});

test('a landing page is rendered on the server with its heading, posts and trail; another spelling is moved', async ({
  request,
}) => {
  const res = await request.get(PART_PATH);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain(`Used ${MAKE} ${MODEL} ${PART}</h1>`);
  expect(root.match(/<article/g)?.length).toBe(10);
  expect(html).toContain(`<link rel="canonical" href="${base()}${PART_PATH}">`);
  expect(html).toContain('"@type":"BreadcrumbList"');

  const moved = await request.get('/parts/ACADIAN/Beaumont', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/parts/acadian/beaumont');
  expect((await request.get('/parts/acadian/nomodel')).status()).toBe(404);
});
