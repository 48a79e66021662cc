import type { Page } from '@playwright/test';
import { PASSWORD } from './support/accounts';
import {
  createFrenchUser,
  expectFrench,
  fr,
  frenchContext,
  frenchPrice,
  frPart,
  frRule,
  frServer,
  signInFrench,
} from './support/french';
import { signInApi } from './support/listings';
import { startServer, type TTestServer } from './support/server';
import { expect, expectAccessible, test } from './support/test';

// A seller lists a part in Canadian French, through the form and the paid checkout, on a
// server of this spec's own whose business clock is past the launch (so the fee is charged, as in
// checkout.spec.ts). The words come from the translation files (support/french.ts).
let server: TTestServer;

test.beforeAll(async () => {
  test.setTimeout(300_000); // a server of its own: minutes on a busy machine
  server = await startServer({ CLOCK_NOW: '2028-10-01T12:00:00Z' });
});
test.afterAll(async () => {
  await server?.stop();
});

async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(option.slice(0, 5));
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('a seller lists a part in French: the form, the fee in French, the checkout, the French confirmation, the post', async ({
  browser,
}) => {
  test.slow(); // a server's first posts and a full form
  const admin = await signInApi(server.baseUrl, server.adminEmail, server.adminPassword);
  const seller = await createFrenchUser(admin, server.baseUrl, 'vendeurqc', {
    city: 'Québec',
    state: 'QC',
    zip: 'G1R',
    country: 'Canada',
    lat: 46.81,
    lng: -71.21,
  });
  const context = await frenchContext(browser, server.baseUrl);
  try {
    const page = await context.newPage();
    await signInFrench(page, seller.email, PASSWORD);
    const radiator = frPart('Radiator');

    await page.goto('/fr/create-post');
    await expectFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: fr('posts.create.title') })).toBeVisible();
    await choose(page, fr('posts.fields.year'), '2015');
    await choose(page, fr('posts.fields.manufacturer'), 'Toyota');
    await choose(page, fr('posts.fields.model'), 'Camry');
    await choose(page, fr('posts.fields.part'), radiator);
    await page.getByRole('textbox', { name: fr('posts.fields.stockNumber') }).fill('RAD-QC-1');
    await page.getByRole('textbox', { name: fr('posts.fields.description') }).fill('Radiateur sans fuite.');
    await page.getByRole('textbox', { name: fr('posts.fields.price'), exact: true }).fill('1500');
    // 3 % of 1 500 $: the fee in Intl's French.
    await expect(page.getByText(fr('posts.fee.amount', { amount: frenchPrice(45) }))).toBeVisible();
    await expect(page.getByText(fr('posts.fee.termsTitle'))).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: fr('posts.create.submit'), exact: true }).click();
    // The built-in test checkout (Stripe's stand-in) in the seller's language, the fee through Intl.
    await expect(page).toHaveURL(/\/checkout\/local\/local_/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(
      page.getByRole('heading', { level: 1, name: frServer('checkout.page.title') }),
    ).toBeVisible();
    await expect(page.getByText(frServer('checkout.page.amountDue'))).toContainText(frenchPrice(45));
    await page
      .getByRole('button', { name: frServer('checkout.page.pay', { amount: frenchPrice(45) }) })
      .click();
    await expect(page).toHaveURL(/\/fr\/success\?session_id=local_/);
    await expectFrench(page);
    // One state at a time: once the post is live its French confirmation replaces the paid alert
    // (checkout.spec holds the alert showing while the post is not live yet).
    await expect(page.getByRole('heading', { name: fr('posts.success.liveTitle') })).toBeVisible();
    await expect(page.getByText(frRule('checkoutSuccess'))).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/fr/my-posts');
    await expectFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: fr('posts.myPosts.title') })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: 'RAD-QC-1' });
    await expect(card).toContainText(`2015 Toyota - Camry ${radiator}`);
    await expect(card).toContainText(frenchPrice(1500));
    await expect(card.getByText(fr('posts.status.active'), { exact: true })).toBeVisible();
    await expectAccessible(page);
  } finally {
    await context.close();
    await seller.api.dispose();
    await admin.dispose();
  }
});
