import type { Page } from '@playwright/test';
import { startServer, type TTestServer } from './support/server';
import { expect, expectAccessible, test } from './support/test';

// After the launch period the fee is charged: a second server whose business clock starts on
// 2028-10-01 (CLOCK_NOW, test runs only) takes the seller through the built-in test checkout.
let server: TTestServer;
test.beforeAll(async () => {
  // A server of its own: over the 30 s a hook had on a busy machine.
  test.setTimeout(300_000);
  server = await startServer({ CLOCK_NOW: '2028-10-01T12:00:00Z' });
});
test.afterAll(async () => {
  await server?.stop();
});

async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function fillPost(page: Page, stock: string) {
  await choose(page, 'Manufacturer', 'Toyota');
  await choose(page, 'Model', 'Camry');
  await choose(page, 'Part', 'Radiator');
  await page.getByRole('textbox', { name: 'Stock number (Part ID)' }).fill(stock);
  await page.getByRole('textbox', { name: 'Description' }).fill('Radiator, no leaks.');
  await page.getByRole('textbox', { name: 'Price' }).fill('100');
}

test('after the launch the fee is shown and paid through the test checkout; cancel comes back; a renewal paid after the sale is refunded', async ({
  page,
}) => {
  test.slow(); // a long journey: three times the configured limit
  const base = server.baseUrl;
  // The server's own admin, with a profile, is the seller here (no sign-up needed).
  await page.goto(`${base}/auth`);
  await page.getByRole('textbox', { name: 'Email' }).fill(server.adminEmail);
  await page.getByRole('textbox', { name: 'Password' }).fill(server.adminPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  const saved = await page.request.put(`${base}/api/profile`, {
    data: {
      username: 'feeseller',
      first_name: 'Fee',
      last_name: 'Seller',
      street: '1 Main St',
      city: 'Toronto',
      state: 'ON',
      zip: 'M5V',
      country: 'Canada',
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`${base}/create-post`);
  await fillPost(page, 'RAD-CANCEL');
  await expect(page.getByText('Fee: $3.00 CAD')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Discount code' })).toHaveValue('');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/checkout\/local\/local_/);
  await expect(page.getByText('Amount due: $3.00 CAD')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/create-post\?cancelled=true$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Transaction Ended! Please try again.' }),
  ).toBeVisible();

  await page.goto(`${base}/create-post`);
  await fillPost(page, 'RAD-PAID');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/checkout\/local\/local_/);
  // The page's first look at the payment finds it still pending, as when the provider's confirmation
  // follows the browser; its next look finds the post live. One sentence at a time.
  let firstLook = true;
  await page.route('**/api/checkout-sessions/*', (route) => {
    if (!firstLook) return route.continue();
    firstLook = false;
    return route.fulfill({ json: { status: 'pending', reason: null, post_id: null } });
  });
  const shortly = page.getByText('Transaction Successful! Your post will be live shortly.');
  const live = page.getByRole('heading', { name: 'Your post is live' });
  await page.getByRole('button', { name: 'Pay $3.00 CAD' }).click();
  await expect(page).toHaveURL(/\/success\?session_id=local_/);
  await expect(shortly).toBeVisible();
  await expect(live).toHaveCount(0);
  await expect(live).toBeVisible();
  await expect(shortly).toHaveCount(0);
  await page.unroute('**/api/checkout-sessions/*');
  await expectAccessible(page);

  await page.goto(`${base}/my-posts`);
  await expect(page.getByText('Part ID: RAD-PAID')).toBeVisible();
  await expect(page.getByText('Part ID: RAD-CANCEL')).toHaveCount(0);

  // A renewal paid after the post was marked sold (in another tab): refunded, the post stays sold.
  const mine = await (await page.request.get(`${base}/api/my-posts?page=1`)).json();
  const paidPost = mine.posts.find((p: { stock_number: string }) => p.stock_number === 'RAD-PAID');
  const renewal = await page.request.post(`${base}/api/posts/${paidPost.id}/renew`, {
    data: { discountCode: '' },
  });
  expect(renewal.status()).toBe(200);
  await page.goto((await renewal.json()).url);
  expect((await page.request.post(`${base}/api/posts/${paidPost.id}/sold`)).status()).toBe(200);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success\?session_id=local_/);
  await expect(
    page.getByText(
      'Your post was marked as sold before the renewal was paid, so the renewal was refunded. The post stays sold.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${base}/my-posts`);
  const card = page.locator('article').filter({ hasText: 'Part ID: RAD-PAID' });
  await expect(card.getByText('Sold', { exact: true })).toBeVisible();
});
