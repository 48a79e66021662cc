import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { PASSWORD, signInAt, submitSignIn, uniqueUsername } from './support/accounts';
import {
  createAdminAs,
  createPostApi,
  createUserAs,
  signInAdminApi,
  type TApiUser,
  TORONTO,
  VANCOUVER,
} from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// The dashboard's Users tab. An admin finds a user by email and suspends them while the
// user has a tab open: that tab is signed out at once (its live socket is closed with the signed-out
// code), their post leaves search, and signing in says the account is suspended; restored, they
// sign in again and the post is back. An admin grants and revokes the admin role. On the run's
// shared server.

const base = () => process.env.E2E_BASE_URL ?? '';
const SUSPENDED = 'Your account is suspended. Contact us if you think this is a mistake.';
const apis: APIRequestContext[] = [];
const contexts: BrowserContext[] = [];

test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  for (const api of apis.splice(0)) await api.dispose();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: base() });
  contexts.push(context);
  return context.newPage();
}

/** A moderator of this test's own with a profile (the run's first admin has none), signed in. */
async function moderatorPage(browser: Browser, admin: APIRequestContext): Promise<Page> {
  const moderator = await createAdminAs(admin, base(), uniqueUsername('usersadm'), TORONTO);
  apis.push(moderator.api);
  const page = await newPage(browser);
  await signInAt(page, base(), moderator.email);
  return page;
}

/** Opens the Users tab, searches for `email` and opens that account's page. */
async function openAccount(page: Page, email: string) {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(`${base()}/dashboard?tab=users`);
  await page.getByRole('searchbox', { name: 'Email or username' }).fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('table', { name: 'Accounts, exact matches first, then newest first' });
  await expect(results.getByRole('row')).toHaveCount(2); // the header and the one match
  await expectAccessible(page);
  await results.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { name: email, level: 2 })).toBeVisible();
}

const searchCount = async (api: APIRequestContext, stock: string) =>
  ((await (await api.get(`/api/posts/search?q=${stock}`)).json()) as { total: number }).total;

test('an admin suspends a user whose tab is open: the tab is signed out, sign-in says suspended; restored, they are back', async ({
  browser,
}) => {
  const admin = await signInAdminApi(base());
  apis.push(admin);
  const seller: TApiUser = await createUserAs(admin, base(), uniqueUsername('suspect'), VANCOUVER);
  apis.push(seller.api);
  const stock = uniqueUsername('SUSP').toUpperCase();
  await createPostApi(seller.api, {
    year: 2015,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: stock,
    description: 'Alternator, works.',
    price: 75,
  });
  expect(await searchCount(admin, stock)).toBe(1);

  // The seller's own tab, signed in, on a page only a signed-in person sees, its live socket open.
  const sellerPage = await newPage(browser);
  await signInAt(sellerPage, base(), seller.email);
  // This page's own socket (the one the home page opened closed as the page left).
  const socket = sellerPage.waitForEvent('websocket', (ws) => new URL(ws.url()).pathname === '/api/ws');
  await sellerPage.goto('/my-posts');
  await expect(sellerPage.getByRole('heading', { name: 'My Posts' })).toBeVisible();
  const live = await socket;
  const closed = new Promise<void>((resolve) => {
    live.on('close', () => resolve());
    if (live.isClosed()) resolve();
  });

  const page = await moderatorPage(browser, admin);
  await test.step('the admin finds the seller by email and suspends them with a reason', async () => {
    await openAccount(page, seller.email);
    await expect(page.getByRole('heading', { name: 'Posts (1)' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${seller.email}?` });
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(dialog.getByText('Give the reason: it is kept in the audit log.')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Reason (kept in the audit log)' })
      .fill('Asked buyers for gift cards');
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(page.getByText(`${seller.email} is suspended; 1 live post hidden.`)).toBeVisible();
    await expect(page.getByText('Suspended: Asked buyers for gift cards')).toBeVisible();
    await expect(page.getByText('Hidden: seller suspended')).toBeVisible();
  });

  await test.step("the seller's open tab is signed out at once, and their post leaves search", async () => {
    await closed;
    // The guarded page sends the signed-out tab to the sign-in page.
    await expect(sellerPage).toHaveURL(`${base()}/auth?redirect=/my-posts`);
    await expect(sellerPage.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await searchCount(admin, stock)).toBe(0);
  });

  await test.step('signing in again says the account is suspended', async () => {
    await submitSignIn(sellerPage, seller.email, PASSWORD);
    await expect(sellerPage.getByRole('alert').filter({ hasText: SUSPENDED })).toBeVisible();
    await expect(sellerPage).toHaveURL(/\/auth/);
  });

  await test.step('the admin restores them: they sign in again and the post is back', async () => {
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Restore ${seller.email}?` })
      .getByRole('button', { name: 'Restore', exact: true })
      .click();
    await expect(page.getByText(`${seller.email} is restored; 1 post shown again.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeEnabled();
    expect(await searchCount(admin, stock)).toBe(1);
    await submitSignIn(sellerPage, seller.email, PASSWORD);
    await expect(sellerPage).toHaveURL(`${base()}/my-posts`);
    await expect(sellerPage.getByRole('heading', { name: 'My Posts' })).toBeVisible();
  });
});

test('an admin grants and revokes the admin role; their own role cannot be removed', async ({ browser }) => {
  const admin = await signInAdminApi(base());
  apis.push(admin);
  const helper: TApiUser = await createUserAs(admin, base(), uniqueUsername('helper'), TORONTO);
  apis.push(helper.api);
  const page = await moderatorPage(browser, admin);

  await test.step("the moderator's own account: Suspend, Delete and Remove admin are disabled", async () => {
    const me = (await (await page.request.get('/api/me')).json()) as { user: { email: string } };
    await openAccount(page, me.user.email);
    await expect(page.getByRole('button', { name: 'Remove admin' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    await expect(page.getByText('This is your own account')).toBeVisible();
  });

  await test.step('Make admin opens the dashboard to the helper', async () => {
    await openAccount(page, helper.email);
    await page.getByRole('button', { name: 'Make admin' }).click();
    await page
      .getByRole('dialog', { name: `Make ${helper.email} an admin?` })
      .getByRole('button', { name: 'Make admin' })
      .click();
    await expect(page.getByText(`${helper.email} is now an admin.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove admin' })).toBeEnabled();
    expect((await helper.api.get('/api/admin/users')).status()).toBe(200);
  });

  await test.step('Remove admin takes it back', async () => {
    await page.getByRole('button', { name: 'Remove admin' }).click();
    await page
      .getByRole('dialog', { name: `Remove ${helper.email}'s admin role?` })
      .getByRole('button', { name: 'Remove admin' })
      .click();
    await expect(page.getByText(`${helper.email} is no longer an admin.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make admin' })).toBeEnabled();
    expect((await helper.api.get('/api/admin/users')).status()).toBe(403);
  });

  await test.step('both changes are in the audit log', async () => {
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(page.getByRole('cell', { name: 'Made an admin' }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Removed an admin' }).first()).toBeVisible();
  });
});
