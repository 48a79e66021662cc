import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signInAt } from './support/accounts';
import {
  createPostApi,
  createUserAs,
  saveProfile,
  signInApi,
  type TApiUser,
  TORONTO,
} from './support/listings';
import { startServer, type TTestServer } from './support/server';
import { expect, expectAccessible, test } from './support/test';

// Prices in one currency: an admin sets the USD/CAD rate on the dashboard, the price
// order compares CAD and USD at it, and a price in the other currency than the viewer's reads
// 'about $... CAD' (or USD). A server of this spec's own: the rate is the whole site's.
const WORD = 'loonieflange';
let server: TTestServer;
let admin: APIRequestContext;
let seller: TApiUser;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(300_000); // a server of its own and its data: minutes on a busy machine
  server = await startServer();
  admin = await signInApi(server.baseUrl, server.adminEmail, server.adminPassword);
  await saveProfile(admin, 'ratekeeper', TORONTO);
  seller = await createUserAs(admin, server.baseUrl, 'borderparts', TORONTO);
  const listing = { year: 2016, vehicle: 'Honda - Civic', part: 'Alternator' };
  for (const [stock, price, currencytype] of [
    ['PR-CAD130', 130, 'CAD'],
    ['PR-USD100', 100, 'USD'],
    ['PR-CAD150', 150, 'CAD'],
  ] as const) {
    await createPostApi(seller.api, {
      ...listing,
      stock_number: stock,
      description: `A ${WORD} alternator, priced ${price} ${currencytype}.`,
      price,
      currencytype,
    });
  }
});

test.afterAll(async () => {
  await admin?.dispose();
  await seller?.api.dispose();
  await server?.stop();
});

/** Sets the rate through the API (each test starts from a rate it knows). */
async function setRate(rate: number) {
  const res = await admin.put('/api/admin/exchange-rate', { data: { usd_cad: rate } });
  expect(res.status(), await res.text()).toBe(200);
}

const cards = (page: Page) => page.getByRole('region', { name: 'Search results' }).getByRole('article');
const card = (page: Page, stock: string) => cards(page).filter({ hasText: stock });

/** A visitor's browser in this locale (its region decides the currency), dearest first. */
async function visitorSearch(browser: Browser, locale: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ locale, viewport });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/?q=${WORD}&order_by=price&direction=desc`);
  await expect(cards(page)).toHaveCount(3);
  return { context, page };
}

async function expectOrder(page: Page, stocks: string[]) {
  for (const [i, stock] of stocks.entries()) await expect(cards(page).nth(i)).toContainText(stock);
}

test('an admin lowers the rate on the dashboard; a visitor in Canada sees the converted order and amount', async ({
  page,
  browser,
}) => {
  test.slow();
  await setRate(1.4);

  await test.step('at 1.40, USD 100 (about $140 CAD) is dearer than CAD 130', async () => {
    const visitor = await visitorSearch(browser, 'en-CA');
    await expectOrder(visitor.page, ['PR-CAD150', 'PR-USD100', 'PR-CAD130']);
    await expect(card(visitor.page, 'PR-USD100')).toContainText('about $140 CAD');
    await expect(card(visitor.page, 'PR-CAD130')).not.toContainText('about');
    await visitor.context.close();
  });

  await test.step('the admin sets 1.20 on the dashboard', async () => {
    await signInAt(page, server.baseUrl, server.adminEmail, server.adminPassword);
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByRole('tab', { name: 'Exchange rate' }).click();
    await expect(page).toHaveURL(/tab=rate/);
    await expect(page.getByText('1 USD = 1.4 CAD', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Canadian dollars for 1 US dollar' }).fill('1.2');
    await page.getByRole('button', { name: 'Save rate' }).click();
    await expect(page.getByText('The rate is now 1 USD = 1.2 CAD.')).toBeVisible();
    await expect(page.getByText('1 USD = 1.2 CAD', { exact: true })).toBeVisible();
    // A rate out of range is refused with the reason.
    await page.getByRole('textbox', { name: 'Canadian dollars for 1 US dollar' }).fill('14');
    await page.getByRole('button', { name: 'Save rate' }).click();
    await expect(
      page.getByText('The exchange rate must be between 0.5 and 3 Canadian dollars for 1 US dollar.'),
    ).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('at 1.20, USD 100 (about $120 CAD) is cheaper than CAD 130', async () => {
    const visitor = await visitorSearch(browser, 'en-CA');
    await expectOrder(visitor.page, ['PR-CAD150', 'PR-CAD130', 'PR-USD100']);
    await expect(card(visitor.page, 'PR-USD100')).toContainText('about $120 CAD');
    await expectAccessible(visitor.page);
    // The post page says it too.
    await card(visitor.page, 'PR-USD100').getByRole('link').first().click();
    await expect(visitor.page).toHaveURL(/\/view\/\d+\/[a-z0-9-]+$/);
    await expect(visitor.page.getByText('about $120 CAD')).toBeVisible();
    await visitor.context.close();
  });
});

test('on a phone, a visitor in the United States sees CAD prices with about their amount in USD @phone', async ({
  browser,
}) => {
  await setRate(1.4);
  const visitor = await visitorSearch(browser, 'en-US', { width: 390, height: 844 });
  await expectOrder(visitor.page, ['PR-CAD150', 'PR-USD100', 'PR-CAD130']);
  // 130 / 1.40 = 92.86: about $93 USD; the USD price itself needs nothing.
  await expect(card(visitor.page, 'PR-CAD130')).toContainText('about $93 USD');
  await expect(card(visitor.page, 'PR-USD100')).not.toContainText('about');
  await expectAccessible(visitor.page);
  await visitor.context.close();
});
