import type { Locator, Page } from '@playwright/test';
import { createPostApi, createUserAs, idOf, signInAdminApi, TORONTO } from './support/listings';
import { startServer, type TTestServer } from './support/server';
import { expect, expectAccessible, test } from './support/test';

// Fitment end to end: a seller decodes a donor VIN, adds a second vehicle the part fits, grades it
// B with a 90-day warranty and shipping, and pays the posting fee through the local test checkout;
// a buyer with that second vehicle in My Garage finds the post from the home page and reads
// "Fits your ..." on its card and its page.

/** A 2022 Honda CR-V (server/modules/vin/known-vins.ts: vPIC decodes it, the catalog has the model). */
const DONOR_VIN = '2HKRW2H20NH207506';

async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** A visitor's My Garage gets a vehicle picked by year and model on /garage. */
async function addToGarage(page: Page, year: string, manufacturer: string, model: string) {
  await page.goto('/garage');
  await expect(page.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible();
  await choose(page, page, 'Year', year);
  await choose(page, page, 'Manufacturer', manufacturer);
  await choose(page, page, 'Vehicle model', model);
  await page.getByRole('button', { name: 'Add to My Garage' }).click();
  const label = `${year} ${manufacturer} ${model}`;
  await expect(page.getByText(`${label} was added to My Garage.`)).toBeVisible();
  await expectAccessible(page);
}

/** On the home page, My Garage's vehicle searches at once; answers the card of `stock`. */
async function findByGarage(page: Page, vehicle: string, stock: string): Promise<Locator> {
  await page.goto('/');
  const garage = page.getByRole('combobox', { name: 'My Garage' });
  await expect(garage).toBeVisible();
  await garage.click();
  await page.getByRole('option', { name: vehicle, exact: true }).click();
  await expect(page).toHaveURL(/search_year=\d{4}&search_manufacturer=\w+&search_make=\d+/);
  await expect(page.getByTestId('search-summary')).toHaveText(vehicle);
  const card = page.locator('article').filter({ hasText: `Part ID: ${stock}` });
  await expect(card).toBeVisible();
  return card;
}

test.describe('fitment, VIN and My Garage', () => {
  let server: TTestServer;
  test.beforeAll(async () => {
    // After the launch period the fee is charged, so it is paid through the local test checkout.
    test.setTimeout(300_000);
    server = await startServer({ CLOCK_NOW: '2028-10-01T12:00:00Z' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a seller lists a part for two vehicles; a buyer with the second in My Garage finds it and sees it fits', async ({
    page,
    browser,
  }) => {
    test.slow();
    const base = server.baseUrl;
    // The server's own admin, with a profile, sells (no sign-up needed).
    await page.goto(`${base}/auth`);
    await page.getByRole('textbox', { name: 'Email' }).fill(server.adminEmail);
    await page.getByRole('textbox', { name: 'Password' }).fill(server.adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    const saved = await page.request.put(`${base}/api/profile`, {
      data: {
        username: 'fitseller',
        first_name: 'Fit',
        last_name: 'Seller',
        street: '1 Main St',
        city: 'Toronto',
        state: 'ON',
        zip: 'M5V',
        country: 'Canada',
      },
    });
    expect(saved.status()).toBe(200);

    // The donor VIN fills the first vehicle: year, manufacturer and model.
    await page.goto(`${base}/create-post`);
    await page.getByRole('textbox', { name: 'Donor vehicle VIN' }).fill(DONOR_VIN);
    await page.getByRole('button', { name: 'Decode VIN' }).click();
    await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue('CR-V');
    await expect(page.getByRole('combobox', { name: 'Manufacturer' })).toHaveValue('Honda');
    await expect(page.getByRole('combobox', { name: 'Year', exact: true })).toHaveValue('2022');
    await expectAccessible(page);

    // A second vehicle: the Acura RDX of 2019 to 2023.
    await page.getByRole('button', { name: 'Add another vehicle' }).click();
    const second = page.getByRole('group', { name: 'Vehicle 2' });
    await choose(page, second, 'Vehicle', 'Acura - RDX');
    await choose(page, second, 'Year from', '2019');
    await choose(page, second, 'Year to', '2023');

    await choose(page, page, 'Part', 'Radiator');
    await page.getByRole('textbox', { name: 'Stock number (Part ID)' }).fill('RAD-FITS');
    await page.getByRole('textbox', { name: 'Description' }).fill('Radiator from a CR-V, no leaks.');
    await page.getByRole('textbox', { name: 'Price' }).fill('100');
    await page.getByRole('radio', { name: 'Used', exact: true }).check();
    await page.getByRole('radio', { name: /^Grade B/ }).check();
    await page.getByRole('combobox', { name: 'Warranty' }).click();
    await page.getByRole('option', { name: '90-day warranty', exact: true }).click();
    await page.getByRole('radio', { name: 'Shipping offered', exact: true }).check();
    await page.getByRole('textbox', { name: 'Shipping price' }).fill('25');
    await expect(page.getByText('Fee: $3.00 CAD')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page).toHaveURL(/\/checkout\/local\/local_/);
    await expect(page.getByText('Amount due: $3.00 CAD')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay $3.00 CAD' }).click();
    await expect(page).toHaveURL(/\/success\?session_id=local_/);
    await expect(page.getByRole('heading', { name: 'Your post is live' })).toBeVisible();
    await expectAccessible(page);

    // The buyer: a visitor whose garage (kept in their browser) holds a 2021 Acura RDX.
    const buyerContext = await browser.newContext({ baseURL: base });
    const buyer = await buyerContext.newPage();
    await addToGarage(buyer, '2021', 'Acura', 'RDX');
    const card = await findByGarage(buyer, '2021 Acura RDX', 'RAD-FITS');
    await expect(card.getByText('Fits your 2021 Acura RDX')).toBeVisible();
    await expect(card.getByText('Matches your search: Acura - RDX 2019-2023')).toBeVisible();
    await expect(card.getByText('Fits: Honda - CR-V 2022, Acura - RDX 2019-2023')).toBeVisible();
    for (const badge of ['Used · Grade B', '90-day warranty', 'Shipping: $25.00']) {
      await expect(card.getByText(badge, { exact: true })).toBeVisible();
    }
    await expectAccessible(buyer);

    // The new filters keep it (grade B or better, 90 days or more, ships) and grade A only does not.
    await buyer.getByRole('button', { name: 'Edit filters' }).click();
    await choose(buyer, buyer, 'Grade', 'Grade B or better');
    await choose(buyer, buyer, 'Warranty', 'At least 90 days');
    await buyer.getByRole('checkbox', { name: 'Ships' }).check();
    await expectAccessible(buyer);
    await buyer.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(buyer).toHaveURL(/grade=B&warranty=90&shipping=1/);
    await expect(buyer.getByTestId('search-summary')).toHaveText(
      '2021 Acura RDX · grade B or better · at least 90-day warranty · ships',
    );
    await expect(card).toBeVisible();
    await buyer.getByRole('button', { name: 'Edit filters' }).click();
    await choose(buyer, buyer, 'Grade', 'Grade A only');
    await buyer.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(buyer).toHaveURL(/grade=A/);
    await expect(buyer.getByText('No posts found. Please check back later.')).toBeVisible();
    await buyer.goBack();
    await expect(card).toBeVisible();

    // The post page says it too.
    await card.getByRole('link', { name: '2022 Honda - CR-V Radiator RAD-FITS', exact: true }).click();
    await expect(buyer).toHaveURL(/\/view\/\d+\/[a-z0-9-]+$/);
    await expect(buyer.getByText('Fits your 2021 Acura RDX')).toBeVisible();
    await expect(buyer.getByText('Acura - RDX 2019-2023')).toBeVisible();
    await expectAccessible(buyer);
    await buyerContext.close();
  });
});

test('@phone a buyer finds a part for their garage vehicle on a phone', async ({ page }) => {
  const base = process.env.E2E_BASE_URL ?? '';
  const admin = await signInAdminApi(base);
  const seller = await createUserAs(admin, base, 'phonefitseller', TORONTO);
  const civic = await idOf(seller.api, 'vehicles', 'Honda - Civic');
  const ilx = await idOf(seller.api, 'vehicles', 'Acura - ILX');
  await createPostApi(seller.api, {
    year: 2013,
    vehicle: 'Honda - Civic',
    part: 'Radiator',
    stock_number: 'RAD-PHONE',
    description: 'Radiator, fits the Civic and the ILX.',
    price: 90,
    details: {
      fitments: [
        { vehicle_id: civic, year_from: 2013, year_to: 2015 },
        { vehicle_id: ilx, year_from: 2013, year_to: 2016 },
      ],
      condition: 'used',
      grade: 'A',
      warranty_days: 30,
      delivery: 'both',
      shipping_price: null,
    },
  });

  await addToGarage(page, '2014', 'Acura', 'ILX');
  const card = await findByGarage(page, '2014 Acura ILX', 'RAD-PHONE');
  await expect(card).toHaveAttribute('data-layout', 'small');
  await expect(card.getByText('Fits your 2014 Acura ILX')).toBeVisible();
  await expect(card.getByText('Matches your search: Acura - ILX 2013-2016')).toBeVisible();
  for (const badge of ['Used · Grade A', '30-day warranty', 'Shipping: ask for a quote']) {
    await expect(card.getByText(badge, { exact: true })).toBeVisible();
  }
  // Nothing on the card is wider than the phone's screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
