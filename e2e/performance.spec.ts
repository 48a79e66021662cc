import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueUsername } from './support/accounts';
import { createPostApi, createUserAs, signInAdminApi, type TApiUser, TORONTO } from './support/listings';
import { testPhoto } from './support/photos';
import { expect, test } from './support/test';

// Fast on a phone, the parts a browser can check: a visitor's pages log no errors (no
// 401 for the session, no CSP eval violation from Zod), the HTML and scripts come compressed, the
// first result's photo is fetched at once, and the photo dots are big enough to tap.

let admin: APIRequestContext;
let seller: TApiUser;
let path = '';
let stock = '';
const base = () => process.env.E2E_BASE_URL ?? '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  admin = await signInAdminApi(base());
  seller = await createUserAs(admin, base(), uniqueUsername('perfseller'), TORONTO);
  stock = uniqueUsername('PERF').toUpperCase();
  const id = await createPostApi(seller.api, {
    year: 2012,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: stock,
    description: 'Alternator for the phone performance check.',
    price: 95,
    photos: [await testPhoto('perf-1.png', '#aa3366'), await testPhoto('perf-2.png', '#33aa66')],
  });
  path = `/view/${id}/2012-honda-civic-alternator`;
});

test.afterAll(async () => {
  await seller?.api.dispose();
  await admin?.dispose();
});

/** What Chrome would report as a problem while `page` is used: errors, failed requests, CSP issues. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    // Map tiles come from another site, which a test machine may not reach.
    if (m.type() === 'error' && !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(m.text()))
      problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => {
    // The end-to-end tests block service workers (playwright.config), which workbox-window then
    // trips over; a phone registers the worker.
    if (!e.message.includes("reading 'waiting'")) problems.push(`exception: ${e.message}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().startsWith(base())) problems.push(`HTTP ${r.status()} ${r.url()}`);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Audits.enable');
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') problems.push(`CSP: ${JSON.stringify(issue.details)}`);
  });
  return problems;
}

test('a visitor’s home, results and post pages log no errors and no CSP issue', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/?q=alternator');
  await expect(page.locator('article').first()).toBeVisible();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app has settled: every query answered.
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('pages and scripts come brotli-compressed', async ({ request }) => {
  for (const url of ['/', '/?q=alternator', path]) {
    const res = await request.get(url, { headers: { 'accept-encoding': 'br' } });
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-encoding'], url).toBe('br');
  }
  const html = await (await request.get('/')).text();
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const res = await request.get(script as string, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.headers()['content-encoding']).toBe('br');
});

test('the first result’s photo loads at once, the others lazily', async ({ page }) => {
  await page.goto(`/?q=${stock}`);
  const photos = page.locator('article img[srcset]');
  await expect(photos.first()).toBeVisible();
  await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(photos.first()).not.toHaveAttribute('loading', 'lazy');
  if ((await photos.count()) > 1) await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');
});

test('the post’s photo dots are at least 24 px targets', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(path);
  const dots = page.getByRole('tab', { name: /^Photo \d of 2/ });
  await expect(dots).toHaveCount(2);
  for (const dot of await dots.all()) {
    const box = await dot.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(24);
    expect(box?.width).toBeGreaterThanOrEqual(24);
  }
});
