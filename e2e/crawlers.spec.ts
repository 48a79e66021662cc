import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD, signInAt, uniqueUsername } from './support/accounts';
import {
  createAdminAs,
  createPostApi,
  createUserAs,
  signInAdminApi,
  type TApiUser,
  TORONTO,
} from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// What a browser and a crawler are told: the status of an address that leads nowhere,
// robots.txt, each page's own <title> ('<page> - PartsYard') and the document's language. On the
// run's shared server, with a seller of this spec's own (the desktop and phone projects both run it).

const POST_TITLE = '2012 Honda Civic Alternator - $120 CAD - PartsYard';
const MISSING_POST = 2_147_480_000;

interface TFixture {
  admin: APIRequestContext;
  seller: TApiUser;
  postId: number;
}
let f: TFixture;
const base = () => process.env.E2E_BASE_URL ?? '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const admin = await signInAdminApi(base());
  const seller = await createUserAs(admin, base(), uniqueUsername('crawl'), TORONTO);
  const postId = await createPostApi(seller.api, {
    year: 2012,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: uniqueUsername('CR').toUpperCase(),
    description: 'Crawler check.',
    price: 120,
  });
  f = { admin, seller, postId };
});

test.afterAll(async () => {
  for (const api of [f?.admin, f?.seller.api]) await api?.dispose();
});

/** Opens `path` fresh and waits for the app to title it. */
async function expectTitle(page: Page, path: string, title: string | RegExp) {
  await page.goto(path);
  await expect(page, path).toHaveTitle(title);
}

for (const tag of ['', ' @phone']) {
  test(`an unknown address and a missing post answer 404 with the app's not-found page${tag}`, async ({
    page,
  }) => {
    const unknown = await page.goto('/no/such/page');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found - PartsYard');
    await expectAccessible(page);

    const missing = await page.goto(`/view/${MISSING_POST}`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
    await expect(page).toHaveTitle(/ not found - PartsYard$/);

    // A live post: 200, its name already in the HTML a crawler reads, and in the tab.
    const found = await page.goto(`/view/${f.postId}`);
    expect(found?.status()).toBe(200);
    expect(await found?.text()).toContain(`<title>${POST_TITLE}</title>`);
    await expect(page).toHaveTitle(POST_TITLE);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-CA');

    // From the app itself, a link to a page that does not exist shows the same not-found page.
    await page.getByRole('banner').getByRole('link', { name: 'PartsYard' }).click();
    await expect(page).toHaveTitle('Search used vehicle parts - PartsYard');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test(`robots.txt is text that keeps crawlers to the public pages; a missing icon is no HTML page${tag}`, async ({
    page,
  }) => {
    const robots = await page.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await robots.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of [
      '/api/',
      '/messages',
      '/my-posts',
      '/profile',
      '/dashboard',
      '/create-post',
      '/edit/',
    ])
      expect(lines, path).toContain(`Disallow: ${path}`);
    expect(lines.filter((l) => /^Disallow: \/(view|user-profile|top-questions|contact-us)/.test(l))).toEqual(
      [],
    );

    const icon = await page.request.get('/favicon.ico');
    expect(icon.status()).toBe(404);
    expect(icon.headers()['content-type']).not.toMatch(/html/);
  });
}

test("every page a visitor opens has its own title, '<page> - PartsYard'", async ({ page }) => {
  const pages: [string, string | RegExp][] = [
    ['/', 'Search used vehicle parts - PartsYard'],
    // A search names itself (the summary's words: the part's name once the lists have loaded).
    ['/?search_year=2012&q=alternator', /^2012\b.*alternator.* - Search results - PartsYard$/],
    ['/top-questions', 'FAQs - PartsYard'],
    ['/contact-us', 'Contact Us - PartsYard'],
    ['/auth', 'Sign In - PartsYard'],
    ['/sign-up', 'Register - PartsYard'],
    ['/recover-password/someone@example.com', 'Reset Password - PartsYard'],
    ['/create-post', 'Create Post - PartsYard'],
    ['/messages', 'Messages - PartsYard'],
    [`/view/${f.postId}`, POST_TITLE],
    [`/user-profile/${f.seller.id}`, `${f.seller.username}'s parts - PartsYard`],
    [`/report-post/${f.postId}`, 'Report Post - PartsYard'],
    ['/no/such/page', 'Page not found - PartsYard'],
  ];
  for (const [path, title] of pages) await expectTitle(page, path, title);
});

test('every page a seller and an admin open has its own title', async ({ page, browser }) => {
  await signInAt(page, base(), f.seller.email, PASSWORD);
  const pages: [string, string | RegExp][] = [
    ['/my-posts', 'My Posts - PartsYard'],
    ['/favorites', 'Favorites - PartsYard'],
    ['/messages', 'Messages - PartsYard'],
    ['/profile', 'Account Settings - PartsYard'],
    [`/edit/${f.postId}`, 'Edit Post - PartsYard'],
    [`/view/${f.postId}`, POST_TITLE],
    // Pages other parts of the app word: their own name, then the site.
    [`/messages/${f.seller.username}`, /^Messages\b.* - PartsYard$/],
    ['/success', /^\S.* - PartsYard$/],
  ];
  for (const [path, title] of pages) await expectTitle(page, path, title);

  // An admin of this spec's own with a profile (the first admin has none, and other specs need it so).
  const { api } = await createAdminAs(f.admin, base(), uniqueUsername('crawladm'), TORONTO);
  const adminContext = await browser.newContext({ storageState: await api.storageState() });
  await api.dispose();
  try {
    await expectTitle(await adminContext.newPage(), `${base()}/dashboard`, 'Admin Dashboard - PartsYard');
  } finally {
    await adminContext.close();
  }
});

test("titles on a phone: a post, a seller's page and Messages @phone", async ({ page }) => {
  await expectTitle(page, `/view/${f.postId}`, POST_TITLE);
  await expectTitle(page, `/user-profile/${f.seller.id}`, `${f.seller.username}'s parts - PartsYard`);
  await expectTitle(page, '/messages', 'Messages - PartsYard');
});
