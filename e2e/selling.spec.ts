import type { Page } from '@playwright/test';
import { signInAt, uniqueUsername } from './support/accounts';
import { createUserAs, signInAdminApi, type TApiUser, TORONTO } from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// After publishing, the seller lands on a confirmation that the post is live: its link, View post,
// Share and Post another part (the fee is waived before the launch date; checkout.spec.ts pays).

const BASE = process.env.E2E_BASE_URL ?? '';

/** A seller made by the admin (sign-ups are limited per address), with a profile in Toronto. */
async function newSeller(tag: string): Promise<TApiUser> {
  const admin = await signInAdminApi(BASE);
  const seller = await createUserAs(admin, BASE, uniqueUsername(tag), TORONTO);
  await admin.dispose();
  return seller;
}

async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Fills the new-post form and presses Create Post; answers the new post's id from the address. */
async function publish(page: Page, stock: string): Promise<number> {
  await page.goto('/create-post');
  await choose(page, 'Year', '2014');
  await choose(page, 'Manufacturer', 'Honda');
  await choose(page, 'Model', 'Civic');
  await choose(page, 'Part', 'Alternator');
  await page.getByRole('textbox', { name: 'Stock number (Part ID)' }).fill(stock);
  await page.getByRole('textbox', { name: 'Description' }).fill('Tested, charges at 14 V.');
  await page.getByRole('textbox', { name: 'Price' }).fill('85');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/success\?post_id=\d+$/);
  return Number(new URL(page.url()).searchParams.get('post_id'));
}

async function expectConfirmation(page: Page, id: number, stock: string) {
  await expect(page.getByRole('heading', { level: 2, name: 'Your post is live' })).toBeVisible();
  await expect(page.getByText(`2014 Honda - Civic Alternator ${stock} is listed now`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Link to your post' })).toHaveValue(
    `${BASE}/view/${id}/2014-honda-civic-alternator`,
  );
  // No payment was taken: the spec's "Transaction Successful!" belongs to a paid checkout.
  await expect(page.getByText('Transaction Successful!')).toHaveCount(0);
}

async function expectEmptyForm(page: Page) {
  await expect(page).toHaveURL(/\/create-post$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Post' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Manufacturer' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Stock number (Part ID)' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Price' })).toHaveValue('');
}

test('a seller publishes and lands on the confirmation: link, copy, view, share, post another', async ({
  page,
  context,
}) => {
  test.slow(); // a journey with a new account and a full form
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE });
  // This desktop browser has no share sheet: Share copies the link.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const seller = await newSeller('sell');
  await signInAt(page, BASE, seller.email);
  const stock = `ALT-${Date.now().toString(36).toUpperCase()}`;
  const id = await publish(page, stock);
  await expectConfirmation(page, id, stock);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${BASE}/view/${id}/2014-honda-civic-alternator`,
  );
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(`${BASE}/view/${id}/2014-honda-civic-alternator`);

  await page.getByRole('link', { name: 'View post' }).click();
  await expect(page).toHaveURL(`${BASE}/view/${id}/2014-honda-civic-alternator`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(stock);

  await page.goBack();
  await expectConfirmation(page, id, stock);
  await page.getByRole('link', { name: 'Post another part' }).click();
  await expectEmptyForm(page);
});

test('on a phone the confirmation shares through the share sheet @phone', async ({ page }) => {
  test.slow();
  // The phone's share sheet, recorded instead of opened.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedLinks: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
      configurable: true,
    });
  });
  const seller = await newSeller('sellph');
  await signInAt(page, BASE, seller.email);
  const stock = `PH-${Date.now().toString(36).toUpperCase()}`;
  const id = await publish(page, stock);
  await expectConfirmation(page, id, stock);
  // Every button is on the screen and usable at 390 px.
  for (const name of ['View post', 'Post another part']) {
    await expect(page.getByRole('link', { name })).toBeInViewport();
  }
  await expect(page.getByRole('button', { name: 'Share' })).toBeInViewport();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedLinks: ShareData[] }).sharedLinks))
    .toEqual([
      {
        title: `2014 Honda - Civic Alternator ${stock} for sale on PartsYard`,
        url: `${BASE}/view/${id}/2014-honda-civic-alternator`,
      },
    ]);
  await expect(page.getByText('Link copied')).toHaveCount(0);

  await page.getByRole('link', { name: 'View post' }).click();
  await expect(page).toHaveURL(`${BASE}/view/${id}/2014-honda-civic-alternator`);
  await page.goBack();
  await page.getByRole('link', { name: 'Post another part' }).click();
  await expectEmptyForm(page);
});
