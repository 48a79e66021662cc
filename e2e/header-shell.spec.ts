import type { APIRequestContext, Page, Route } from '@playwright/test';
import { signOut, uniqueUsername } from './support/accounts';
import { createPostApi, createUserAs, signInAdminApi, type TApiUser, TORONTO } from './support/listings';
import { expectPainted } from './support/paint';
import { expect, test } from './support/test';

// The header as a person meets it: controls that work before the app has loaded, toasts that hide
// none of it, and a signed-out page that asks the API for nothing of the account that left.
const base = () => process.env.E2E_BASE_URL ?? '';

/** The app's entry script (index.html's module): held until the test lets it go. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's entry script; the function returned lets it load. */
async function holdApp(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  await page.route(ENTRY, (route) => {
    held.push(route);
  });
  return async () => {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.unroute(ENTRY);
    // A request the browser gave up on meanwhile (a repeated load of the same file) is already done.
    for (const route of held) await route.continue().catch(() => undefined);
  };
}

/** Opens a page without waiting for its scripts (the entry is held): it is the server's HTML. */
async function openServerPage(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

const appReady = (page: Page) => page.locator('html[data-app-ready]');

/**
 * A signed-in account for this page, made by the admin: the server allows an address ten sign-ups
 * in ten minutes, which the registration journeys of the run need for themselves.
 */
async function signedIn(page: Page, tag: string): Promise<TApiUser> {
  const admin = await signInAdminApi(base());
  try {
    const user = await createUserAs(admin, base(), uniqueUsername(tag), TORONTO);
    await page.context().addCookies((await user.api.storageState()).cookies);
    await user.api.dispose();
    return user;
  } finally {
    await admin.dispose();
  }
}

test.describe('controls pressed before the app has loaded', () => {
  test('the account menu opens, and the language switch switches and remembers', async ({ page }) => {
    const user = await signedIn(page, 'early');
    const release = await holdApp(page);
    await openServerPage(page, '/');
    const menuButton = page.getByRole('banner').getByRole('button', { name: user.username });
    await expect(menuButton).toBeVisible();
    await expect(appReady(page)).toHaveCount(0);
    await menuButton.click();
    // Pressed, it says it is busy while the app loads.
    await expect(menuButton).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await release();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expect(menuButton).not.toHaveAttribute('aria-busy', 'true');

    // The language switch, pressed early: French, and the choice kept for the plain address.
    const releaseAgain = await holdApp(page);
    await openServerPage(page, '/');
    const francais = page.getByRole('banner').getByRole('link', { name: /^Français — / });
    await expect(francais).toBeVisible();
    await francais.click();
    await expect(francais).toHaveAttribute('aria-busy', 'true');
    await releaseAgain();
    await expect(page).toHaveURL(`${base()}/fr/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.goto('/');
    await expect(page).toHaveURL(`${base()}/fr/`);
  });

  test('the bell is a link: it opens the notifications with no app', async ({ page }) => {
    await signedIn(page, 'earlybell');
    await holdApp(page);
    await openServerPage(page, '/');
    const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page).toHaveURL(`${base()}/notifications`);
    // The held script belonged to the page left behind.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('on a phone, the burger opens the menu @phone', async ({ page }) => {
    const user = await signedIn(page, 'earlyphone');
    const release = await holdApp(page);
    await openServerPage(page, '/');
    const burger = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(burger).toBeVisible();
    await burger.click();
    await expect(burger).toHaveAttribute('aria-busy', 'true');
    await release();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(`Signed in as ${user.username}`);
  });
});

test.describe('controls of a page, pressed before the app has loaded', () => {
  let admin: APIRequestContext;
  let seller: TApiUser;
  let postId: number;
  const stock = uniqueUsername('EARLY').toUpperCase();

  test.beforeAll(async () => {
    admin = await signInAdminApi(base());
    seller = await createUserAs(admin, base(), uniqueUsername('earlysell'), TORONTO);
    postId = await createPostApi(seller.api, {
      year: 2013,
      vehicle: 'Honda - Civic',
      part: 'Starter Motor',
      stock_number: stock,
      description: 'Pressed before the page was ready.',
      price: 95,
    });
  });

  test.afterAll(async () => {
    await seller?.api.dispose();
    await admin?.dispose();
  });

  test("the server's page is drawn before the app runs: its buttons filled, its fields framed", async ({
    page,
  }) => {
    await holdApp(page);
    for (const path of ['/', '/contact-us']) {
      await openServerPage(page, path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
      await expect(appReady(page)).toHaveCount(0);
      await expectPainted(page, { where: `${path} before the app` });
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test("a post's favourite star says it is busy, then favourites the post", async ({ page }) => {
    await signedIn(page, 'earlystar');
    const release = await holdApp(page);
    await openServerPage(page, `/view/${postId}`);
    const star = page.getByRole('button', { name: new RegExp(`^Add .* ${stock} to favorites$`) });
    await expect(star).toBeVisible();
    await expect(appReady(page)).toHaveCount(0);
    await star.click();
    await expect(star).toHaveAttribute('aria-busy', 'true');
    await release();
    const favourited = page.getByRole('button', { name: new RegExp(`^Remove .* ${stock} from favorites$`) });
    await expect(favourited).toBeVisible();
    await expect(favourited).not.toHaveAttribute('aria-busy', 'true');
    await page.goto('/favorites');
    await expect(page.getByRole('main')).toContainText(stock);
  });

  test('words typed into the search box while the app loads stay there', async ({ page }) => {
    const release = await holdApp(page);
    await openServerPage(page, '/');
    const keyword = page.getByLabel('Keyword', { exact: true });
    await keyword.fill('alternator');
    await expect(appReady(page)).toHaveCount(0);
    await release();
    await expect(appReady(page)).toHaveCount(1);
    await expect(keyword).toHaveValue('alternator');
  });

  test('the contact form, filled and sent with Enter before the app, is sent once the app runs, never in the address', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await openServerPage(page, '/contact-us');
    await page.getByLabel('Name').fill('Early Bird');
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Subject').fill('Sent before the page was ready');
    const subject = page.getByLabel('Subject');
    await expect(appReady(page)).toHaveCount(0);
    await page.getByLabel('Message').fill('Typed while the app loaded.');
    await subject.press('Enter');
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    expect(new URL(page.url()).search).toBe('');
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    );
    await release();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText('Message sent')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });
});

test.describe('toasts', () => {
  let admin: APIRequestContext;
  let seller: TApiUser;
  let postId: number;

  test.beforeAll(async () => {
    admin = await signInAdminApi(base());
    seller = await createUserAs(admin, base(), uniqueUsername('toastsell'), TORONTO);
    postId = await createPostApi(seller.api, {
      year: 2014,
      vehicle: 'Honda - Civic',
      part: 'Alternator',
      stock_number: uniqueUsername('TOAST').toUpperCase(),
      description: 'A toast over the header?',
      price: 120,
    });
  });

  test.afterAll(async () => {
    await seller?.api.dispose();
    await admin?.dispose();
  });

  /** Whether two boxes share any pixel. */
  const overlap = (
    a: { x: number; y: number; width: number; height: number },
    b: { x: number; y: number; width: number; height: number },
  ) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  async function showToast(page: Page) {
    await page.goto(`/view/${postId}`);
    await page.getByRole('button', { name: 'Share' }).first().click();
    const toast = page.getByRole('alert').filter({ hasText: /Link copied|could not be copied/ });
    await expect(toast).toBeVisible();
    return toast;
  }

  async function box(locator: ReturnType<Page['locator']>) {
    const found = await locator.boundingBox();
    expect(found).not.toBeNull();
    return found as NonNullable<typeof found>;
  }

  test('a toast hides neither the account menu nor the bell', async ({ page }) => {
    const user = await signedIn(page, 'toast');
    const toast = await showToast(page);
    const header = page.getByRole('banner');
    const toastBox = await box(toast);
    for (const control of [
      header.getByRole('button', { name: user.username }),
      header.getByRole('link', { name: /^Notifications/ }),
    ]) {
      expect(overlap(toastBox, await box(control))).toBe(false);
    }
  });

  test('on a phone, a toast hides neither the bell nor the burger, and sits above the bottom bar @phone', async ({
    page,
  }) => {
    await signedIn(page, 'toastphone');
    const toast = await showToast(page);
    const header = page.getByRole('banner');
    const toastBox = await box(toast);
    for (const control of [
      header.getByRole('link', { name: /^Notifications/ }),
      header.getByRole('button', { name: 'Open navigation menu' }),
    ]) {
      expect(overlap(toastBox, await box(control))).toBe(false);
    }
    const bar = await page.evaluate(() =>
      Number.parseFloat(
        getComputedStyle(document.documentElement).getPropertyValue('--py-bottom-bar-height') || '0',
      ),
    );
    const viewport = page.viewportSize();
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual((viewport?.height ?? 0) - bar);
  });
});

/** Requests for the account's own endpoints, and 401s in the console, from now on. */
function watchAccountCalls(page: Page) {
  const ACCOUNT = ['/api/messages/unread', '/api/notifications/unread', '/api/garage'];
  const asked: string[] = [];
  const errors: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (ACCOUNT.includes(path)) asked.push(path);
  });
  page.on('response', (res) => {
    if (res.status() === 401) errors.push(`401 ${new URL(res.url()).pathname}`);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && msg.text().includes('401')) errors.push(msg.text());
  });
  return { asked, errors };
}

test('a signed-out page asks for none of the account endpoints, and logs no 401', async ({ page }) => {
  const user = await signedIn(page, 'signout');
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toBeVisible();
  const seen = watchAccountCalls(page);
  await signOut(page, user.username);
  // The visitor keeps using the site: another page, and the home page again.
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${base()}/auth`);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(seen.asked).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test("a visitor's first visit asks for none of the account endpoints", async ({ page }) => {
  const seen = watchAccountCalls(page);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${base()}/auth`);
  expect(seen.asked).toEqual([]);
  expect(seen.errors).toEqual([]);
});
