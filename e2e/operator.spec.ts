import type { Page } from '@playwright/test';
import { submitSignIn } from './support/accounts';
import { startServer, type TTestServer } from './support/server';
import { expect, expectAccessible, test } from './support/test';

// An operator's first start: without PUBLIC_URL the site is opened at whatever address the
// machine has, and signing in works there (it answered "Cross-site request refused" at
// 127.0.0.1 when only the default PUBLIC_URL, localhost, was trusted). With PUBLIC_URL set, as on
// the shared e2e server (PUBLIC_URL=http://127.0.0.1:PORT), another address stays refused.

let server: TTestServer;
test.beforeAll(async () => {
  // A server of its own, without PUBLIC_URL: over the 30 s a hook had on a busy machine.
  test.setTimeout(300_000);
  server = await startServer({ PUBLIC_URL: undefined });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Signs in through the form at `origin`; the new admin, signed in, is asked for a profile. */
async function signInThrough(page: Page, origin: string) {
  await page.goto(`${origin}/auth`);
  await submitSignIn(page, server.adminEmail, server.adminPassword);
  await expect(page).toHaveURL(`${origin}/sign-up`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByText('Cross-site request refused.')).toHaveCount(0);
}

test('without PUBLIC_URL, the first admin signs in at 127.0.0.1 and at localhost', async ({ page }) => {
  const port = new URL(server.baseUrl).port;
  await signInThrough(page, `http://127.0.0.1:${port}`);
  await expectAccessible(page);
  // Cookies belong to a host name: at localhost the same browser signs in afresh.
  await signInThrough(page, `http://localhost:${port}`);
});

test('without PUBLIC_URL, signing in at 127.0.0.1 works on a phone @phone', async ({ page }) => {
  await signInThrough(page, `http://127.0.0.1:${new URL(server.baseUrl).port}`);
  await expectAccessible(page);
});

test('with PUBLIC_URL set, signing in from another address is refused', async ({ page }) => {
  // The shared server trusts only its PUBLIC_URL, http://127.0.0.1:PORT; localhost is another origin.
  const shared = new URL(process.env.E2E_BASE_URL ?? '');
  await page.goto(`http://localhost:${shared.port}/auth`);
  await submitSignIn(page, process.env.E2E_ADMIN_EMAIL ?? '', process.env.E2E_ADMIN_PASSWORD ?? '');
  await expect(page.getByText('Cross-site request refused.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
