import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueUsername } from './support/accounts';
import { createPostApi, createUserAs, signInAdminApi, type TApiUser, TORONTO } from './support/listings';
import { testPhoto } from './support/photos';
import { expect, expectAccessible, test } from './support/test';

// The service worker is what this spec is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The installable app: the manifest and its icons, the service worker taking control,
// and a post seen once still readable offline with the offline notice. Chromium only (desktop).
const base = () => process.env.E2E_BASE_URL ?? '';
const OFFLINE = /You are offline\. Pages you saw recently still work/;

let admin: APIRequestContext;
let seller: TApiUser;
let postId: number;
let otherId: number;
let title: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  admin = await signInAdminApi(base());
  seller = await createUserAs(admin, base(), uniqueUsername('pwasell'), TORONTO);
  const stock = uniqueUsername('PWA').toUpperCase();
  postId = await createPostApi(seller.api, {
    year: 2012,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: stock,
    description: 'Seen once, read offline.',
    price: 140,
    photos: [await testPhoto('alternator.png', '#2e86c1')],
  });
  otherId = await createPostApi(seller.api, {
    year: 2013,
    vehicle: 'Honda - Civic',
    part: 'Radiator',
    stock_number: `${stock}-2`,
    description: 'Never opened in the browser.',
    price: 90,
  });
  title = `2012 Honda - Civic Alternator ${stock}`;
});

test.afterAll(async () => {
  await seller?.api.dispose();
  await admin?.dispose();
});

/** Whether the page's first photo of the post has loaded (a broken image has no natural width). */
const photoLoaded = (page: Page) =>
  page
    .locator('img[src*="/media/posts/"]')
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('the manifest is linked and valid, and its icons load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#005377');
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');

  const res = await request.get(href ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'PartsYard',
    short_name: 'PartsYard',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#005377',
    background_color: '#ffffff',
  });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const src of [...manifest.icons.map((i) => i.src), touch ?? '']) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
  const sw = await request.get('/sw.js');
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  await expectAccessible(page);
});

test('a post seen once reads offline, with the offline notice', async ({ page, context }) => {
  await page.goto('/');
  // The worker installs (precaching the shell) and takes control of the open page.
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toBe(`${base()}/sw.js`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The post's address as shared (the bare id moves to it): the page comes rendered by the server
  // with its data, and the worker keeps that page as seen.
  await page.goto(`/view/${postId}`);
  const canonical = new URL(page.url()).pathname;
  await page.goto(canonical);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect.poll(() => photoLoaded(page)).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async (path) => {
        const pages = await (await caches.open('pages')).keys();
        return pages.some((r) => new URL(r.url).pathname === path);
      }, canonical),
    )
    .toBe(true);
  await expect(page.getByRole('status').getByText(OFFLINE)).toHaveCount(0);

  await context.setOffline(true);
  try {
    // Offline for the worker too: a post never seen cannot be read.
    const other = await page.evaluate(
      (id) =>
        fetch(`/api/posts/${id}`).then(
          (r) => r.status,
          () => 'failed',
        ),
      otherId,
    );
    expect(other).toBe('failed');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Seen once, read offline.')).toBeVisible();
    await expect.poll(() => photoLoaded(page)).toBe(true);
    await expect(page.getByRole('status').getByText(OFFLINE)).toBeVisible();
    await expectAccessible(page);

    // Back online, the notice goes.
    await context.setOffline(false);
    await expect(page.getByRole('status').getByText(OFFLINE)).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('with the worker installed, the chosen language sticks at the plain address, both ways', async ({
  page,
}) => {
  const htmlLang = () => page.locator('html');
  const switcher = (name: 'English' | 'Français') =>
    page.getByRole('banner').getByRole('link', { name: new RegExp(`^${name} — `) });
  await page.goto('/');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The worker has seen the English home (its precache holds the English shell too).
  await page.reload();
  await expect(htmlLang()).toHaveAttribute('lang', 'en-CA');

  await switcher('Français').click();
  await expect(page).toHaveURL(`${base()}/fr/`);
  await expect(htmlLang()).toHaveAttribute('lang', 'fr-CA');
  // The plain address, opened again and reloaded, answers as the server does: French.
  await page.goto('/');
  await expect(page).toHaveURL(`${base()}/fr/`);
  await expect(htmlLang()).toHaveAttribute('lang', 'fr-CA');
  await expect(switcher('English')).toBeVisible();
  await page.reload();
  await expect(htmlLang()).toHaveAttribute('lang', 'fr-CA');
  // Offline, the worker moves the plain address as the server would: the French home as last seen.
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await caches.open('pages')).keys()).some((r) => new URL(r.url).pathname === '/fr/'),
      ),
    )
    .toBe(true);
  await page.context().setOffline(true);
  try {
    await page.goto('/');
    await expect(page).toHaveURL(`${base()}/fr/`);
    await expect(htmlLang()).toHaveAttribute('lang', 'fr-CA');
  } finally {
    await page.context().setOffline(false);
  }

  await switcher('English').click();
  await expect(page).toHaveURL(`${base()}/`);
  await expect(htmlLang()).toHaveAttribute('lang', 'en-CA');
  await page.goto('/');
  await expect(page).toHaveURL(`${base()}/`);
  await expect(htmlLang()).toHaveAttribute('lang', 'en-CA');
  await expect(switcher('Français')).toBeVisible();
});
