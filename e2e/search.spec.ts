import type { APIRequestContext, Page } from '@playwright/test';
import { signInAt } from './support/accounts';
import {
  createPostApi,
  createUserAs,
  saveProfile,
  signInApi,
  type TApiUser,
  TORONTO,
  VANCOUVER,
} from './support/listings';
import { testPhoto } from './support/photos';
import { startServer, type TTestServer } from './support/server';
import { expect, expectAccessible, test } from './support/test';

// Finding a part: a server of its own (its own sign-up limits and a database whose posts are
// known), 13 posts that share a made-up word, from two sellers in two cities.
const WORD = 'zorblat';
const MONTREAL = { latitude: 45.5, longitude: -73.57 };
let server: TTestServer;
let admin: APIRequestContext;
let buyer: TApiUser;
let seller: TApiUser;
let photoPostTitle = '';
/** A card's heading: the stock number shows once, on its Part ID line. */
let photoCardTitle = '';
const RADIATOR = '1999 Ford - F-150 Radiator';

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // A server of its own and its data: minutes on a busy machine.
  test.setTimeout(300_000);
  server = await startServer();
  admin = await signInApi(server.baseUrl, server.adminEmail, server.adminPassword);
  await saveProfile(admin, 'yardboss', TORONTO);
  seller = await createUserAs(admin, server.baseUrl, 'vanyard', VANCOUVER);
  buyer = await createUserAs(admin, server.baseUrl, 'buyermtl', {
    ...TORONTO,
    city: 'Montreal',
    state: 'QC',
    zip: 'H2X',
    lat: 45.5,
    lng: -73.57,
  });
  // Twelve Toronto posts, 2001-2012, $15 to $125; the cheapest has a photo.
  for (let i = 0; i < 12; i++) {
    await createPostApi(admin, {
      year: 2001 + i,
      vehicle: 'Honda - Civic',
      part: 'Alternator',
      stock_number: `TOR-${100 + i}`,
      description: `Used alternator, ${WORD} tested, ${80 + i}k km.`,
      price: 15 + i * 10,
      photos: i === 0 ? [await testPhoto('alternator.jpg', '#2e86c1')] : [],
    });
  }
  photoPostTitle = '2001 Honda - Civic Alternator TOR-100';
  photoCardTitle = '2001 Honda - Civic Alternator';
  await createPostApi(seller.api, {
    year: 1999,
    vehicle: 'Ford - F-150',
    part: 'Radiator',
    stock_number: 'VAN-777',
    description: `Radiator, no leaks, ${WORD} approved.`,
    price: 500,
    currencytype: 'USD',
  });
});

test.afterAll(async () => {
  await admin?.dispose();
  await buyer?.api.dispose();
  await seller?.api.dispose();
  await server?.stop();
});

const cards = (page: Page) => page.getByRole('region', { name: 'Search results' }).getByRole('article');
const cardTitles = (page: Page) =>
  page.getByRole('region', { name: 'Search results' }).getByRole('heading', { level: 3 });

async function searchFor(page: Page, word: string) {
  await page.goto(`${server.baseUrl}/`);
  await page.getByRole('searchbox', { name: 'Keyword' }).fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
}

const signIn = (page: Page, email: string) => signInAt(page, server.baseUrl, email);
/** After a search the form is folded to its summary: open it again. */
const reopenForm = (page: Page) => page.getByRole('button', { name: 'Edit filters' }).click();

/** The search journey, the same on a desktop and on a phone. */
async function searchPageSortOpenBack(page: Page) {
  await searchFor(page, WORD);
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByText('Page: 1')).toBeVisible();
  // Initial sort: price ascending.
  await expect(cardTitles(page).first()).toHaveText(photoCardTitle);
  await expect(page.getByText('$15.00')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Page: 2')).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(cardTitles(page).last()).toHaveText(RADIATOR);

  // The active key flips the direction, over the whole result set, back on page 1.
  await page.getByRole('button', { name: /^Price/ }).click();
  await expect(page).toHaveURL(/order_by=price&direction=desc/);
  await expect(page.getByText('Page: 1')).toBeVisible();
  await expect(cardTitles(page).first()).toHaveText(RADIATOR);
  // The other key starts ascending.
  await page.getByRole('button', { name: /^Year/ }).click();
  await expect(page).toHaveURL(/order_by=year/);
  await expect(cardTitles(page).first()).toHaveText(RADIATOR);
  await expect(cardTitles(page).nth(1)).toHaveText(photoCardTitle);
  const searchUrl = page.url();

  await cardTitles(page).nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/view\/\d+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: photoPostTitle })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(searchUrl);
  await reopenForm(page);
  await expect(page.getByRole('searchbox', { name: 'Keyword' })).toHaveValue(WORD);
  await expect(cardTitles(page).nth(1)).toHaveText(photoCardTitle);
}

test.describe('finding a part', () => {
  test('search by keyword, page 2, sort, open a post and come back', async ({ page }) => {
    await searchPageSortOpenBack(page);
  });

  test('on a phone: search, page 2, sort, open a post and come back @phone', async ({ page }) => {
    await searchPageSortOpenBack(page);
    await expect(cards(page).first()).toHaveAttribute('data-layout', 'small');
  });

  test('filters by vehicle and part; no match says so', async ({ page }) => {
    await page.goto(`${server.baseUrl}/?q=${WORD}&search_manufacturer=Ford`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cardTitles(page).first()).toHaveText(RADIATOR);
    await expect(page.getByRole('banner').locator('img[data-stage]')).toHaveAttribute('data-stage', '1');
    // Any part of the stock number matches.
    await searchFor(page, 'or-10');
    await expect(cards(page)).toHaveCount(10);
    await searchFor(page, 'nothingmatchesthis');
    await expect(page.getByText('No posts found. Please check back later.')).toBeVisible();
  });

  test('distances from the device, a radius, and a typed postal code', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: MONTREAL, permissions: ['geolocation'] });
    const page = await context.newPage();
    await searchFor(page, WORD);
    await expect(page.getByText("Distances are from your device's location.")).toBeVisible();
    // Montreal to Toronto is about 504 km, 313 miles.
    await expect(cards(page).first()).toContainText(/31\d miles away/);
    await page.getByRole('button', { name: /^Distance/ }).click();
    await expect(page).toHaveURL(/order_by=distance/);
    await expect(cardTitles(page).first()).not.toHaveText(RADIATOR);

    // Within 100 miles of Montreal there is nothing; within 500 the Toronto posts, not Vancouver's.
    await reopenForm(page);
    await page.getByRole('combobox', { name: 'Distance' }).click();
    await page.getByRole('option', { name: 'Within 100 miles' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/radius=100&unit=mi/);
    await expect(page.getByText('No posts found. Please check back later.')).toBeVisible();
    await reopenForm(page);
    await page.getByRole('combobox', { name: 'Distance' }).click();
    await page.getByRole('option', { name: 'Within 500 miles' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/radius=500/);
    await expect(page.getByText('Page: 1')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByText('VAN-777')).toHaveCount(0);

    // A postal code typed by the buyer wins over the device: Toronto's posts are at hand.
    await reopenForm(page);
    await page.getByRole('textbox', { name: 'Postal code or city' }).fill('M5H');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/near=M5H/);
    await expect(page.getByText(/Distances are from Toronto/)).toBeVisible();
    await expect(cards(page).first()).toContainText(/less than 1 mile away|(^|\D)\d miles? away/);
    await expectAccessible(page);
    await context.close();
  });

  test('the card buttons of a visitor, and the Image Preview modal', async ({ page }) => {
    await searchFor(page, WORD);
    const first = cards(page).first();
    await expect(first.getByRole('button', { name: /to favorites/ })).toHaveCount(0);
    await expect(first.getByRole('link', { name: /^Message/ })).toHaveAttribute(
      'href',
      /^\/auth\?redirect=\/messages\/yardboss%3Fpost%3D\d+$/,
    );
    await expect(first.getByRole('link', { name: /^Report/ })).toHaveAttribute('href', /\/report-post\/\d+$/);

    await first.getByRole('button', { name: `Enlarge the photo of ${photoPostTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Image Preview' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: `Photo of ${photoPostTitle}` })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/q=zorblat/);
  });

  test('a buyer favourites a post and finds it on Favorites', async ({ page }) => {
    await signIn(page, buyer.email);
    await searchFor(page, WORD);
    const first = cards(page).first();
    await expect(first.getByRole('link', { name: /^Message/ })).toHaveAttribute(
      'href',
      /^\/messages\/yardboss\?post=\d+$/,
    );
    const star = first.getByRole('button', { name: `Add ${photoPostTitle} to favorites` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    const starred = first.getByRole('button', { name: `Remove ${photoPostTitle} from favorites` });
    await expect(starred).toHaveAttribute('aria-pressed', 'true');
    await expect(starred).toBeEnabled();

    await page.getByRole('banner').getByRole('button', { name: 'buyermtl' }).click();
    await page.getByRole('menuitem', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: photoPostTitle })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: `Remove ${photoPostTitle} from favorites` }).click();
    await expect(page.getByRole('button', { name: `Add ${photoPostTitle} to favorites` })).toBeVisible();
    await page.reload();
    await expect(
      page.getByText(
        'No Parts Found. Please check again at a later date or feel free to contact us for specific requests.',
      ),
    ).toBeVisible();
  });

  test('a buyer in Canada reads km until they choose miles in Account Settings, from the profile when the device says no', async ({
    page,
  }) => {
    // No geolocation permission here: the profile's Montreal location is used.
    await signIn(page, buyer.email);
    await page.goto(`${server.baseUrl}/profile`);
    // Never chosen: the profile's country (Canada) says kilometres.
    await expect(page.getByRole('radio', { name: 'Kilometres' })).toBeChecked();
    await expectAccessible(page);
    await searchFor(page, WORD);
    await expect(page.getByText('Distances are from the location in your profile.')).toBeVisible();
    // Montreal to Toronto: about 504 km, 313 miles.
    await expect(cards(page).first()).toContainText(/50\d km away/);
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByText('Miles', { exact: true }).click();
    await expect(page.getByText('Distances will be shown in miles.')).toBeVisible();
    await searchFor(page, WORD);
    await expect(cards(page).first()).toContainText(/31\d miles away/);
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByText('Kilometres', { exact: true }).click();
    await expect(page.getByText('Distances will be shown in kilometres.')).toBeVisible();
  });

  test('on a phone: the preview, a favourite found through the menu, and a seller page @phone', async ({
    page,
  }) => {
    await signIn(page, buyer.email);
    await searchFor(page, WORD);
    const first = cards(page).first();
    await expect(first).toHaveAttribute('data-layout', 'small');

    await first.getByRole('button', { name: `Enlarge the photo of ${photoPostTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Image Preview' });
    await expect(dialog.getByRole('img', { name: `Photo of ${photoPostTitle}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    await first.getByRole('button', { name: `Add ${photoPostTitle} to favorites` }).click();
    await expect(
      first.getByRole('button', { name: `Remove ${photoPostTitle} from favorites` }),
    ).toBeEnabled();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Favorites' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: photoPostTitle })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: `Remove ${photoPostTitle} from favorites` }).click();
    await expect(page.getByRole('button', { name: `Add ${photoPostTitle} to favorites` })).toBeEnabled();

    await page.getByRole('heading', { level: 2, name: photoPostTitle }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: photoPostTitle })).toBeVisible();
    await page.getByRole('link', { name: 'yardboss', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'yardboss' })).toBeVisible();
    await expect(page.getByText('Toronto, ON, Canada')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await expectAccessible(page);
  });

  test("a seller's own post offers Edit and no star", async ({ page }) => {
    await signIn(page, seller.email);
    await page.goto(`${server.baseUrl}/?q=VAN-777`);
    const card = cards(page).first();
    await expect(card.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /\/edit\/\d+$/);
    await expect(card.getByRole('button', { name: /favorites/ })).toHaveCount(0);
  });

  test("a seller's page lists their live posts under their username and city", async ({ page }) => {
    await searchFor(page, 'VAN-777');
    // The results of the search, not the page's earlier list: the one card of that stock number.
    await expect(cards(page)).toHaveCount(1);
    await cardTitles(page)
      .getByRole('link', { name: /F-150 Radiator/ })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: '1999 Ford - F-150 Radiator VAN-777' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'vanyard', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/user-profile/${seller.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'vanyard' })).toBeVisible();
    await expect(page.getByText('Vancouver, BC, Canada')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expectAccessible(page);
  });
});
