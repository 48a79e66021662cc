import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/test';

async function choose(page: Page, label: string, option: string, typed?: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
  // The dropdown closes with a transition; let it finish so the page is at rest.
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test.describe('home search form', () => {
  test('offers years from this year down to 1900', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Year' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toHaveText(String(new Date().getFullYear()));
    await expect(options).toHaveCount(new Date().getFullYear() - 1900 + 1);
    await expect(options.last()).toHaveText('1900');
  });

  test('filters by year, manufacturer, model and part, and keeps them in the URL', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Search used vehicle parts - PartsYard');
    const model = page.getByRole('combobox', { name: 'Vehicle model' });
    await expect(model).toBeDisabled();
    await expect(page.getByText('Choose a manufacturer first.')).toBeVisible();

    await choose(page, 'Year', '2012', '2012');
    await choose(page, 'Manufacturer', 'Honda', 'Hond');
    await expect(model).toBeEnabled();
    // Only the chosen manufacturer's models are offered.
    await model.click();
    await model.fill('F-150');
    await expect(page.getByRole('option', { name: 'F-150' })).toHaveCount(0);
    await model.fill('Civ');
    await page.getByRole('option', { name: 'Civic', exact: true }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await choose(page, 'Part', 'Alternator', 'Altern');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/search_year=2012/);
    const url = new URL(page.url());
    expect(url.searchParams.get('search_manufacturer')).toBe('Honda');
    expect(Number(url.searchParams.get('search_make'))).toBeGreaterThan(0);
    expect(Number(url.searchParams.get('search_part'))).toBeGreaterThan(0);
    await expect(page.getByRole('banner').locator('img[data-stage]')).toHaveAttribute('data-stage', '3');

    // A shared link opens with the same filters.
    const shared = await page.context().newPage();
    await shared.goto(url.pathname + url.search);
    // It opens folded to its summary, with the results; the button opens the form.
    await expect(shared.getByText('Your search: 2012 Honda Civic · Alternator')).toBeVisible();
    await shared.getByRole('button', { name: 'Edit filters' }).click();
    await expect(shared.getByRole('combobox', { name: 'Year' })).toHaveValue('2012');
    await expect(shared.getByRole('combobox', { name: 'Manufacturer' })).toHaveValue('Honda');
    await expect(shared.getByRole('combobox', { name: 'Vehicle model' })).toHaveValue('Civic');
    await expect(shared.getByRole('combobox', { name: 'Part' })).toHaveValue('Alternator');
  });

  test('a new manufacturer clears the model, and Back walks the search back', async ({ page }) => {
    await page.goto('/');
    await choose(page, 'Manufacturer', 'Ford', 'Ford');
    await choose(page, 'Vehicle model', 'F-150', 'F-150');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/search_manufacturer=Ford/);

    await page.getByRole('button', { name: 'Edit filters' }).click();
    await choose(page, 'Manufacturer', 'Toyota', 'Toyota');
    await expect(page.getByRole('combobox', { name: 'Vehicle model' })).toHaveValue('');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/search_manufacturer=Toyota/);

    await page.goBack();
    await expect(page).toHaveURL(/search_manufacturer=Ford/);
    await page.getByRole('button', { name: 'Edit filters' }).click();
    await expect(page.getByRole('combobox', { name: 'Manufacturer' })).toHaveValue('Ford');
    await expect(page.getByRole('combobox', { name: 'Vehicle model' })).toHaveValue('F-150');
  });

  test('a cleared filter is not applied', async ({ page }) => {
    await page.goto('/?search_year=2015&search_manufacturer=Ford');
    await page.getByRole('button', { name: 'Edit filters' }).click();
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('2015');
    // Mantine hides its clear button from assistive tech (it is a mouse shortcut), so find it by label.
    await page.locator('button[aria-label="Clear Year"]').click();
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/search_manufacturer=Ford/);
    expect(new URL(page.url()).searchParams.has('search_year')).toBe(false);
  });
});
