import type { Locator, Page } from '@playwright/test';
import { createVerifiedUser } from './support/accounts';
import { expect, expectAccessible, test } from './support/test';

// Fitment on a phone (390x844): the post form's fitment rows and part details, and the post page
// showing them, each within the screen's width and passing the accessibility check.

async function choose(page: Page, scope: Page | Locator, label: string, option: string, search = true) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (search) await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Nothing wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('on a phone a seller lists a part fitting two vehicles, used grade C, 30 days, shipping on quote @phone', async ({
  page,
}) => {
  test.slow();
  await createVerifiedUser(page, 'fitseller');
  const stock = `FIT-${Date.now().toString(36).toUpperCase()}`;

  await page.goto('/create-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Post' })).toBeVisible();
  await expect(page.getByText('Vehicles built before 1981 have no 17-character VIN')).toBeVisible();
  await choose(page, page, 'Year', '2012');
  await choose(page, page, 'Year to', '2015');
  await choose(page, page, 'Manufacturer', 'Honda');
  await choose(page, page, 'Model', 'Civic');
  await page.getByRole('button', { name: 'Add another vehicle' }).click();
  const second = page.getByRole('group', { name: 'Vehicle 2' });
  await choose(page, second, 'Vehicle', 'Acura - ILX');
  await choose(page, second, 'Year from', '2013');
  await choose(page, second, 'Year to', '2015');
  await choose(page, page, 'Part', 'Alternator');
  const oem = page.getByRole('combobox', { name: 'OEM / interchange numbers' });
  await oem.fill('31100-RNA-A01');
  await oem.press('Enter');
  await page.getByRole('textbox', { name: 'Stock number (Part ID)' }).fill(stock);
  await page.getByRole('textbox', { name: 'Description' }).fill('Pulled from a running car.');
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('95');
  await page.getByRole('radio', { name: 'Grade C' }).check();
  await expect(page.getByText('Grade C: heavy wear or damage')).toBeVisible();
  await page.getByRole('textbox', { name: 'Donor mileage' }).fill('150000');
  await choose(page, page, 'Warranty', '30-day warranty', false); // a short list: no search box
  await page.getByRole('radio', { name: 'Shipping offered' }).check();
  await page.getByRole('checkbox', { name: 'Ask for a quote' }).check();
  await expect(page.getByRole('textbox', { name: 'Shipping price' })).toBeDisabled();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/success\?post_id=\d+$/);
  await page.getByRole('link', { name: 'View post' }).click();
  await expect(page).toHaveURL(/\/view\/\d+\/[a-z0-9-]+$/);

  const fits = page.getByRole('region', { name: 'Fits' });
  await expect(fits.getByRole('listitem')).toHaveText(['Honda - Civic 2012-2015', 'Acura - ILX 2013-2015']);
  const details = page.getByRole('region', { name: 'Part details' });
  await expect(details).toContainText('Grade C: heavy wear or damage');
  await expect(details).toContainText('30-day warranty');
  await expect(details).toContainText('Shipping offered');
  await expect(details).toContainText('Ask for a quote');
  await expect(details).toContainText('31100-RNA-A01');
  await expect(details).toContainText(/Donor mileage(150,000 km|93,206 mi)/);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
