import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signInAt } from './support/accounts';
import {
  createPostApi,
  createUserAs,
  saveProfile,
  signInApi,
  type TApiUser,
  TORONTO,
} from './support/listings';
import { startServer, type TTestServer } from './support/server';
import { expect, expectAccessible, test } from './support/test';

// Finding a part: after a search the form folds to a one-line summary so the first
// result is in the first screen (1280x800 and 390x844), the results say how many parts match,
// distances read in the viewer's unit (km for a Canadian browser or profile, miles for an American
// browser; a visitor's switch is remembered) and as people say them, and a card shows its stock
// number once. A server of its own: its posts are known.
const WORD = 'quibbleflux';
const MONTREAL = { latitude: 45.5, longitude: -73.57 };
const POSTS = 3;
let server: TTestServer;
let admin: APIRequestContext;
let buyer: TApiUser;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startServer();
  admin = await signInApi(server.baseUrl, server.adminEmail, server.adminPassword);
  await saveProfile(admin, 'findyard', TORONTO);
  // A buyer in Canada who never chose a unit: their profile's country decides (km).
  buyer = await createUserAs(admin, server.baseUrl, 'findbuyer', TORONTO);
  for (let i = 0; i < POSTS; i++) {
    await createPostApi(admin, {
      year: 2010 + i,
      vehicle: 'Honda - Civic',
      part: 'Alternator',
      stock_number: `FND-${100 + i}`,
      description: `Alternator, ${WORD} tested.`,
      price: 40 + i * 10,
    });
  }
});

test.afterAll(async () => {
  await admin?.dispose();
  await buyer?.api.dispose();
  await server?.stop();
});

const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const cards = (page: Page) => results(page).getByRole('article');
const count = (page: Page) => results(page).getByTestId('result-count');

async function searchFor(page: Page, word: string) {
  await page.goto(`${server.baseUrl}/`);
  await page.getByRole('searchbox', { name: 'Keyword' }).fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
}

/** The first card's top is inside the first screen, with nothing scrolled. */
async function firstCardInFirstScreen(page: Page) {
  await expect(cards(page).first()).toBeVisible();
  const height = page.viewportSize()?.height ?? 0;
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await cards(page).first().boundingBox();
  expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(height);
}

/** The search journey, the same on a desktop and on a phone. */
async function foldedSearch(page: Page) {
  await searchFor(page, WORD);
  await expect(count(page)).toHaveText(`${POSTS} parts`);
  const toggle = page.getByRole('button', { name: 'Edit filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(`Your search: “${WORD}”`)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Keyword' })).toHaveCount(0);
  await firstCardInFirstScreen(page);
  await expectAccessible(page);

  // The summary's button opens the form again, by keyboard too; a new search folds it.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const keyword = page.getByRole('searchbox', { name: 'Keyword' });
  await expect(keyword).toHaveValue(WORD);
  await expectAccessible(page);
  await keyword.fill('FND-101');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(count(page)).toHaveText('1 part');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // A shared link opens folded, with its results in the first screen.
  const shared = await page.context().newPage();
  await shared.goto(`${server.baseUrl}/?q=${WORD}`);
  await expect(count(shared)).toHaveText(`${POSTS} parts`);
  await expect(shared.getByRole('button', { name: 'Edit filters' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await firstCardInFirstScreen(shared);
  await shared.close();
}

test.describe('finding a part', () => {
  test('after a search the form folds to its summary and the first result is in the first screen', async ({
    page,
  }) => {
    await foldedSearch(page);
  });

  test('on a phone: the form folds and the first result is in the first screen @phone', async ({ page }) => {
    await foldedSearch(page);
    await expect(cards(page).first()).toHaveAttribute('data-layout', 'small');
  });

  test('the home page with no search shows the whole form', async ({ page }) => {
    await page.goto(`${server.baseUrl}/`);
    await expect(page.getByRole('combobox', { name: 'Year' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit filters' })).toHaveCount(0);
  });

  test('a card shows its stock number once, on its Part ID line', async ({ page }) => {
    await page.goto(`${server.baseUrl}/?q=FND-100`);
    const card = cards(page).first();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText('2010 Honda - Civic Alternator');
    await expect(card).toContainText('Part ID: FND-100');
    expect((await card.innerText()).split('FND-100')).toHaveLength(2);
    await expectAccessible(page);
  });
});

async function visitor(browser: Browser, locale: string) {
  const context = await browser.newContext({
    locale,
    geolocation: MONTREAL,
    permissions: ['geolocation'],
    viewport: { width: 1280, height: 800 },
  });
  return { context, page: await context.newPage() };
}

test.describe('distances in the viewer unit', () => {
  test('a visitor with a Canadian browser reads km, and the radius choices are in km', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, 'en-CA');
    await searchFor(page, WORD);
    // Montreal to Toronto: about 504 km.
    await expect(cards(page).first()).toContainText(/50\d km away/);
    await page.getByRole('button', { name: 'Edit filters' }).click();
    await page.getByRole('combobox', { name: 'Distance' }).click();
    await expect(page.getByRole('option', { name: 'Within 500 km' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await context.close();
  });

  test('a visitor with an American browser reads miles; their switch is remembered after a reload', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, 'en-US');
    await searchFor(page, WORD);
    // About 313 miles.
    await expect(cards(page).first()).toContainText(/31\d miles away/);
    const unit = page.getByRole('radiogroup', { name: 'Distances in' });
    await expect(unit.getByRole('radio', { name: 'miles' })).toBeChecked();
    await expectAccessible(page);

    await unit.getByText('km', { exact: true }).click();
    await expect(cards(page).first()).toContainText(/50\d km away/);
    await page.reload();
    await expect(cards(page).first()).toContainText(/50\d km away/);
    await expect(
      page.getByRole('radiogroup', { name: 'Distances in' }).getByRole('radio', { name: 'km' }),
    ).toBeChecked();
    await context.close();
  });

  test('a signed-in buyer whose profile is in Canada reads km, even in an American browser', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, 'en-US');
    await signInAt(page, server.baseUrl, buyer.email);
    await searchFor(page, WORD);
    await expect(cards(page).first()).toContainText(/50\d km away/);
    // Their unit is chosen in Account Settings, not here.
    await expect(page.getByRole('radiogroup', { name: 'Distances in' })).toHaveCount(0);
    await expectAccessible(page);
    await context.close();
  });
});
