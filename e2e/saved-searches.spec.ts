import type { Page } from '@playwright/test';
import { openAccountMenu, PASSWORD, submitSignIn } from './support/accounts';
import { createPostApi, createUserAs, idOf, signInAdminApi, TORONTO } from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// Saved searches: a visitor presses Save this search, signs in and comes back; names the
// search and picks its alert; finds it on /saved-searches with its live count; changes the alert,
// renames it, opens it, and deletes it.

const items = (page: Page) => page.getByRole('list', { name: 'Your saved searches' }).getByRole('listitem');

test.describe('saved searches', () => {
  test('a buyer saves a search from the results and manages it on Saved Searches', async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const tag = Date.now().toString(36);
    const admin = await signInAdminApi(base);
    const seller = await createUserAs(admin, base, `ss_seller_${tag}`, TORONTO);
    const buyer = await createUserAs(admin, base, `ss_buyer_${tag}`, TORONTO);
    const stock = `SAVED-${tag}`.toUpperCase();
    await createPostApi(seller.api, {
      year: 2012,
      vehicle: 'Honda - Civic',
      part: 'Alternator',
      stock_number: stock,
      description: 'Alternator for a saved search, tested.',
      price: 120,
    });
    const civic = await idOf(seller.api, 'vehicles', 'Honda - Civic');
    const searchUrl = `/?search_year=2012&search_make=${civic}&q=${stock}`;

    await test.step('a visitor is sent to sign in, and comes back to the search', async () => {
      await page.goto(searchUrl);
      await expect(page.getByTestId('result-count')).toHaveText('1 part');
      await page.getByRole('link', { name: 'Save this search' }).click();
      await expect(page).toHaveURL(/\/auth\?redirect=/);
      await submitSignIn(page, buyer.email, PASSWORD);
      await expect(page).toHaveURL(new RegExp(`\\?search_year=2012&search_make=${civic}&q=${stock}$`));
    });

    await test.step('names the search and picks daily alerts in the dialog', async () => {
      await page.getByRole('button', { name: 'Save this search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await expect(dialog).toBeVisible();
      const name = dialog.getByRole('textbox', { name: 'Name' });
      await expect(name).toBeFocused();
      await name.fill('Civic alternator');
      await dialog.getByRole('radio', { name: 'Daily digest' }).check();
      await expectAccessible(page);
      await name.press('Enter');
      await expect(page.getByText('Search saved: Civic alternator.')).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    await test.step('finds it on Saved Searches from the account menu, with its live count', async () => {
      const menu = await openAccountMenu(page, buyer.username);
      await menu.getByRole('menuitem', { name: 'Saved Searches' }).click();
      await expect(page).toHaveURL(/\/saved-searches$/);
      await expect(page).toHaveTitle('Saved Searches - PartsYard');
      await expect(items(page)).toHaveCount(1);
      await expect(items(page).first()).toContainText('Civic alternator');
      await expect(items(page).first()).toContainText('1 part matches now');
      await expect(page.getByRole('combobox', { name: 'Alerts for Civic alternator' })).toHaveValue('daily');
      await expectAccessible(page);
    });

    await test.step('turns its alerts off and renames it', async () => {
      await page.getByRole('combobox', { name: 'Alerts for Civic alternator' }).selectOption('off');
      await expect(page.getByText('Alerts for Civic alternator: Off.')).toBeVisible();
      await page.getByRole('button', { name: 'Rename Civic alternator' }).click();
      const name = items(page).first().getByRole('textbox', { name: 'Name' });
      await name.fill('Civic 2012 alternator');
      await name.press('Enter');
      await expect(page.getByText('Renamed to Civic 2012 alternator.')).toBeVisible();
      await expect(items(page).first()).toContainText('Civic 2012 alternator');
      const saved = (await (await buyer.api.get('/api/saved-searches')).json()) as {
        searches: { name: string; alert: string }[];
      };
      expect(saved.searches).toEqual([
        expect.objectContaining({ name: 'Civic 2012 alternator', alert: 'off' }),
      ]);
    });

    await test.step('opens it: the same search and results', async () => {
      await page.getByRole('link', { name: 'Open the search Civic 2012 alternator' }).click();
      await expect(page).toHaveURL(new RegExp(`\\?search_year=2012&search_make=${civic}&q=${stock}$`));
      await expect(page.getByTestId('result-count')).toHaveText('1 part');
      await page.goBack();
      await expect(page).toHaveURL(/\/saved-searches$/);
    });

    await test.step('deletes it after the confirmation', async () => {
      await page.getByRole('button', { name: 'Delete Civic 2012 alternator' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this saved search?' });
      await expect(confirm).toContainText('Civic 2012 alternator will be deleted');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Deleted Civic 2012 alternator.')).toBeVisible();
      await expect(page.getByText('No saved searches yet.')).toBeVisible();
    });
    await Promise.all([seller.api.dispose(), buyer.api.dispose(), admin.dispose()]);
  });

  test('Saved Searches on a phone: the list and its actions fit @phone', async ({ page, baseURL }) => {
    const base = baseURL ?? '';
    const admin = await signInAdminApi(base);
    const buyer = await createUserAs(admin, base, `ss_phone_${Date.now().toString(36)}`, TORONTO);
    const made = await buyer.api.post('/api/saved-searches', {
      data: {
        name: 'Any alternator near Toronto',
        filters: { q: 'alternator', near: 'M5V', radius: 50, unit: 'km' },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    await page.goto('/auth');
    await submitSignIn(page, buyer.email, PASSWORD);
    await page.goto('/saved-searches');
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toContainText('Any alternator near Toronto');
    await expectAccessible(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Open the search Any alternator near Toronto' }).click();
    await expect(page).toHaveURL(/\/\?q=alternator&near=M5V&radius=50&unit=km$/);
    await Promise.all([buyer.api.dispose(), admin.dispose()]);
  });
});
