import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { PASSWORD, signInAt, uniqueUsername } from './support/accounts';
import { createPostApi, createUserAs, signInAdminApi, type TApiUser, TORONTO } from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// The post page's own actions: favourite, share, report, the distance to the viewer, the
// date posted and More from this seller. On the run's shared server, with accounts of this spec's
// own (unique names: the desktop and phone projects both run it).
const HAMILTON = { city: 'Hamilton', state: 'ON', zip: 'L8P', country: 'Canada', lat: 43.26, lng: -79.87 };
// Toronto (the buyer's profile) to Hamilton (the post's city), as people say it.
const AWAY = '59 km away';

interface TFixture {
  admin: APIRequestContext;
  seller: TApiUser;
  buyer: TApiUser;
  /** The post the page shows, and the seller's two others' stock numbers. */
  postId: number;
  title: string;
  stock: string;
  others: string[];
}
let f: TFixture;
/** The run's server (what baseURL names; set by the global setup before the workers start). */
const base = () => process.env.E2E_BASE_URL ?? '';
/** The post's canonical address, /view/{id}/{slug}. */
const canonicalUrl = () => new RegExp(`^${base()}/view/${f.postId}/[a-z0-9-]+$`);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const admin = await signInAdminApi(base());
  const seller = await createUserAs(admin, base(), uniqueUsername('ppsell'), HAMILTON);
  const buyer = await createUserAs(admin, base(), uniqueUsername('ppbuy'), TORONTO);
  const stock = uniqueUsername('PP').toUpperCase();
  const post = (n: number, part: string, price: number) =>
    createPostApi(seller.api, {
      year: 2010 + n,
      vehicle: 'Honda - Civic',
      part,
      stock_number: `${stock}-${n}`,
      description: `Post page check ${n}.`,
      price,
    });
  const postId = await post(1, 'Alternator', 120);
  await post(2, 'Radiator', 80);
  await post(3, 'Alternator', 200);
  f = {
    admin,
    seller,
    buyer,
    postId,
    title: `2011 Honda - Civic Alternator ${stock}-1`,
    stock: `${stock}-1`,
    others: [`${stock}-2`, `${stock}-3`],
  };
});

test.afterAll(async () => {
  for (const api of [f?.admin, f?.seller.api, f?.buyer.api]) await api?.dispose();
});

/** A browser without the Web Share API (most desktops): Share copies the link instead. */
async function withoutWebShare(context: BrowserContext) {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base() });
}

const actions = (page: Page) => page.getByRole('group', { name: 'Actions for this post' });
const more = (page: Page) => page.getByRole('region', { name: 'More from this seller' });

async function openAsBuyer(page: Page) {
  await signInAt(page, base(), f.buyer.email, PASSWORD);
  await page.goto(`/view/${f.postId}`);
  await expect(page.getByRole('heading', { level: 1, name: f.title })).toBeVisible();
}

test('a buyer favourites from the page and finds it on Favorites; the date, the distance and More from this seller show', async ({
  page,
}) => {
  await openAsBuyer(page);
  const posted = page.locator('time');
  await expect(posted).toHaveText(/^Posted (today|yesterday)$/);
  await expect(posted).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(page.getByTestId('post-meta').getByText(AWAY, { exact: true })).toBeVisible();

  // More from this seller: the seller's other posts, never this one.
  const cards = more(page).getByRole('article');
  await expect(cards).toHaveCount(2);
  for (const [i, stock] of f.others.entries()) await expect(cards.nth(i)).toContainText(stock);
  await expect(more(page)).not.toContainText(f.stock);

  const star = actions(page).getByRole('button', { name: `Add ${f.title} to favorites` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page);
  await star.click();
  await expect(
    actions(page).getByRole('button', { name: `Remove ${f.title} from favorites` }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favorites');
  await expect(page.getByRole('article').filter({ hasText: f.stock })).toBeVisible();

  // The page reads the real state: favourited after a fresh load too; pressed again, it leaves.
  await page.goto(`/view/${f.postId}`);
  const saved = actions(page).getByRole('button', { name: `Remove ${f.title} from favorites` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  // By keyboard, as well.
  await saved.focus();
  await page.keyboard.press('Space');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
});

test('Share copies the link when the browser cannot share; Report opens the report form for this post', async ({
  page,
  context,
}) => {
  await withoutWebShare(context);
  await openAsBuyer(page);
  await actions(page).getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(canonicalUrl());

  await actions(page)
    .getByRole('link', { name: `Report ${f.title}` })
    .click();
  await expect(page).toHaveURL(`${base()}/report-post/${f.postId}`);
  await expect(page.getByRole('heading', { name: 'Report a post' })).toBeVisible();
  await expect(page.getByText(`You are reporting: ${f.title}`)).toBeVisible();
});

test('the owner sees Edit, not the star nor Report; a visitor’s star leads to signing in and back', async ({
  page,
}) => {
  await page.goto(`/view/${f.postId}`);
  await expect(page.getByRole('heading', { level: 1, name: f.title })).toBeVisible();
  await actions(page)
    .getByRole('link', { name: `Sign in to add ${f.title} to favorites` })
    .click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(f.seller.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(canonicalUrl());

  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
  await expect(actions(page).getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page.getByRole('button', { name: /to favorites|from favorites/ })).toHaveCount(0);
  await expect(actions(page).getByRole('link', { name: /^Report/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('on a phone: the actions, the date and distance, the share sheet and More from this seller @phone', async ({
  page,
  context,
}) => {
  // A phone's share sheet, recorded instead of shown.
  await context.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, 'share', {
      value: async (data: ShareData) => {
        shared.push(data);
      },
      configurable: true,
    });
  });
  await openAsBuyer(page);
  await expect(page.locator('time')).toHaveText(/^Posted (today|yesterday)$/);
  await expect(page.getByTestId('post-meta').getByText(AWAY, { exact: true })).toBeVisible();
  const bar = actions(page);
  await expect(bar.getByRole('button', { name: `Add ${f.title} to favorites` })).toBeVisible();
  await bar.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: f.title, url: expect.stringMatching(canonicalUrl()) }]);
  await expect(page.getByText('Link copied')).toHaveCount(0);

  // Every action fits the phone's width.
  const box = await bar.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await expect(more(page).getByRole('article')).toHaveCount(2);
  await expectAccessible(page);
});

test('a visitor who searched near a place sees the same distance on the post as on its card', async ({
  page,
}) => {
  await page.goto(`/?near=M5H&q=${encodeURIComponent(f.stock)}`);
  const card = page
    .getByRole('region', { name: 'Search results' })
    .getByRole('article')
    .filter({ hasText: f.stock });
  const away = card.getByText(/ (km|miles?) away$/);
  await expect(away).toBeVisible();
  const said = (await away.innerText()).trim();
  await card.getByRole('link', { name: /^2011 Honda - Civic Alternator/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: f.title })).toBeVisible();
  await expect(page.getByTestId('post-meta').getByText(said, { exact: true })).toBeVisible();
});
