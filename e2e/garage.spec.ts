import type { Page } from '@playwright/test';
import { PASSWORD, submitSignIn } from './support/accounts';
import { createUserAs, signInAdminApi, TORONTO } from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// My Garage: a visitor keeps vehicles in the browser; signing in carries them over to
// the account, where they stay.

async function choose(page: Page, label: string, option: string, typed?: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
  // The dropdown closes with a transition; let it finish so the page is at rest.
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function addByModel(page: Page, year: string, manufacturer: string, model: string) {
  await choose(page, 'Year', year, year);
  await choose(page, 'Manufacturer', manufacturer, manufacturer.slice(0, 4));
  await choose(page, 'Vehicle model', model, model.slice(0, 3));
  await page.getByRole('button', { name: 'Add to My Garage', exact: true }).click();
}

const vehicles = (page: Page) => page.getByRole('list', { name: 'Your vehicles' }).getByRole('listitem');

test.describe('My Garage', () => {
  test("a visitor's vehicles are carried over to their account when they sign in", async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const admin = await signInAdminApi(base);
    const user = await createUserAs(admin, base, `garage_${Date.now().toString(36)}`, TORONTO);

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'My Garage' }).click();
    await expect(page).toHaveURL(/\/garage$/);
    await expect(page).toHaveTitle('My Garage - PartsYard');
    await expect(page.getByRole('heading', { name: 'My Garage', level: 1 })).toBeVisible();
    await expect(page.getByText('No vehicles yet.')).toBeVisible();
    await expectAccessible(page);

    await addByModel(page, '2012', 'Honda', 'Civic');
    await expect(vehicles(page)).toHaveCount(1);
    await expect(vehicles(page).first()).toContainText('2012 Honda Civic');
    await expect(page.getByText('2012 Honda Civic was added to My Garage.')).toBeVisible();
    await expectAccessible(page);

    // Kept in this browser: still there after a reload.
    await page.reload();
    await expect(vehicles(page)).toHaveCount(1);

    // Find parts opens the home search for it.
    await expect(page.getByRole('link', { name: 'Find parts for 2012 Honda Civic' })).toHaveAttribute(
      'href',
      /^\/\?search_year=2012&search_manufacturer=Honda&search_make=\d+$/,
    );

    // Sign in from the garage page and come back to it: the vehicle is now the account's.
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    await submitSignIn(page, user.email, PASSWORD);
    await expect(page).toHaveURL(/\/garage$/);
    await expect(page.getByText('Your garage is kept on your account.')).toBeVisible();
    await expect(vehicles(page)).toHaveCount(1);
    await expect(vehicles(page).first()).toContainText('2012 Honda Civic');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('partsyard.garage'))).toBeNull();

    const account = await user.api.get('/api/garage');
    expect(account.status()).toBe(200);
    expect(
      ((await account.json()) as { vehicles: { year: number; vehicle_name: string }[] }).vehicles,
    ).toEqual([expect.objectContaining({ year: 2012, vehicle_name: 'Honda - Civic' })]);

    // Another vehicle goes to the account directly, and Remove takes one away.
    await addByModel(page, '2015', 'Honda', 'Accord');
    await expect(vehicles(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove 2012 Honda Civic' }).click();
    await expect(vehicles(page)).toHaveCount(1);
    await expect(vehicles(page).first()).toContainText('2015 Honda Accord');
    await expectAccessible(page);
    const after = (await (await user.api.get('/api/garage')).json()) as { vehicles: { year: number }[] };
    expect(after.vehicles.map((v) => v.year)).toEqual([2015]);
    await user.api.dispose();
    await admin.dispose();
  });

  test('a visitor on a phone finds My Garage in the menu and adds a vehicle @phone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'My Garage' }).click();
    await expect(page).toHaveURL(/\/garage$/);
    await expect(page.getByRole('heading', { name: 'My Garage', level: 1 })).toBeVisible();
    await expectAccessible(page);

    await addByModel(page, '2012', 'Honda', 'Civic');
    await expect(vehicles(page)).toHaveCount(1);
    await expect(vehicles(page).first()).toContainText('2012 Honda Civic');
    await expectAccessible(page);

    // A mistyped VIN is refused as it is typed, saying which rule it breaks.
    await page.getByRole('textbox', { name: 'VIN' }).fill('1HGCM82633AO04352');
    await expect(page.getByText('never the letters I, O or Q')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Decode VIN' })).toBeDisabled();
    await expectAccessible(page);

    // A good one is decoded offline on the server and added with its VIN.
    await page.getByRole('textbox', { name: 'VIN' }).fill('1HGCM82633A004352');
    await page.getByRole('button', { name: 'Decode VIN' }).click();
    await expect(page.getByText('This VIN is a 2003 Honda Accord.')).toBeVisible();
    await page.getByRole('button', { name: 'Add 2003 Honda Accord to My Garage' }).click();
    await expect(vehicles(page)).toHaveCount(2);
    await expect(vehicles(page).nth(1)).toContainText('VIN: 1HGCM82633A004352');
    await expectAccessible(page);
  });
});
