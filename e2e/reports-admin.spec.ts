import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { PASSWORD, signInAt } from './support/accounts';
import {
  createPostApi,
  createUserAs,
  saveProfile,
  signInApi,
  type TApiUser,
  TORONTO,
  VANCOUVER,
} from './support/listings';
import { testPhoto } from './support/photos';
import { startServer, type TTestServer } from './support/server';
import { expect, expectAccessible, test } from './support/test';

// Reports, the admin dashboard and the lists an admin keeps, on a server of this spec's own.
const WORD = 'quuxbolt';
let server: TTestServer;
let admin: APIRequestContext;
let seller: TApiUser;
let someone: TApiUser;
let postId = 0;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // A server of its own and its data: minutes on a busy machine.
  test.setTimeout(300_000);
  server = await startServer();
  admin = await signInApi(server.baseUrl, server.adminEmail, server.adminPassword);
  await saveProfile(admin, 'boss', TORONTO);
  seller = await createUserAs(admin, server.baseUrl, 'shadyseller', VANCOUVER);
  someone = await createUserAs(admin, server.baseUrl, 'justauser', TORONTO);
  postId = await createPostApi(seller.api, {
    year: 2015,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: 'SCAM-1',
    description: `Too good to be true ${WORD} alternator.`,
    price: 5,
  });
});

test.afterAll(async () => {
  for (const api of [admin, seller?.api, someone?.api]) await api?.dispose();
  await server?.stop();
});

const signIn = (page: Page, email: string, password = PASSWORD) =>
  signInAt(page, server.baseUrl, email, password);

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, server.adminEmail, server.adminPassword);
  return { context, page };
}

async function searchFor(page: Page, word: string) {
  await page.goto(`${server.baseUrl}/`);
  await page.getByRole('searchbox', { name: 'Keyword' }).fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
}

const reportCard = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });

test('a visitor reports a post with a photo; an admin sees it, deletes the post, and the report is resolved', async ({
  page,
  browser,
}) => {
  test.slow(); // a long journey: three times the configured limit
  const title = '2015 Honda - Civic Alternator SCAM-1';

  await test.step('the visitor reports from the search card', async () => {
    await searchFor(page, WORD);
    const card = page.getByRole('region', { name: 'Search results' }).getByRole('article');
    await expect(card).toHaveCount(1);
    await card.getByRole('link', { name: /Report/ }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/report-post/${postId}`);
    await expect(page.getByText(`You are reporting: ${title}`)).toBeVisible();
    // Spam is chosen until another reason is.
    await expect(page.getByRole('button', { name: 'This post is spam' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'This post looks like a scam' }).click();
    await expect(page.getByRole('button', { name: 'This post looks like a scam' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'This post is spam' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('textbox', { name: 'Description' }).fill('Asked me to pay by gift card.');
    // A visitor must give an email.
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByText('You must enter your email.').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Your email' }).fill('watcher@example.com');
    await page.locator('input[type="file"]').setInputFiles([await testPhoto('chat.png', '#8e44ad')]);
    await expect(page.getByRole('img', { name: 'Photo 1: chat.png' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByText('Report Submitted')).toBeVisible();
    await expect(page).toHaveURL(`${server.baseUrl}/`);
  });

  const a = await adminPage(browser);
  try {
    await test.step('the admin finds it on the dashboard, with its photo', async () => {
      await a.page.getByRole('button', { name: /^boss/ }).click();
      await a.page.getByRole('menuitem', { name: 'Admin Controls' }).click();
      await expect(a.page).toHaveURL(`${server.baseUrl}/dashboard`);
      await expect(a.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      const report = reportCard(a.page, title);
      await expect(report).toContainText('Scam');
      await expect(report).toContainText('Asked me to pay by gift card.');
      await expect(report).toContainText('Reported by watcher@example.com');
      const photo = report.getByRole('img', { name: /Photo 1 of report/ });
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expectAccessible(a.page);
    });

    await test.step('Delete Post removes it and resolves the report', async () => {
      await reportCard(a.page, title).getByRole('button', { name: 'Delete Post' }).click();
      await a.page
        .getByRole('dialog', { name: 'Delete this post?' })
        .getByRole('button', { name: 'Delete Post' })
        .click();
      await expect(a.page.getByText('Post Deleted')).toBeVisible();
      await expect(a.page.getByText('No open reports.')).toBeVisible();
      await a.page.getByText('Resolved', { exact: true }).click();
      await expect(reportCard(a.page, title)).toContainText('Post deleted by');
      await a.page.getByRole('tab', { name: 'Audit log' }).click();
      await expect(a.page).toHaveURL(`${server.baseUrl}/dashboard?tab=audit`);
      await expect(a.page.getByRole('table')).toContainText('Deleted a post');
      await expectAccessible(a.page);
    });
  } finally {
    await a.context.close();
  }

  await test.step('the reporter no longer finds the post', async () => {
    await searchFor(page, WORD);
    await expect(page.getByText('No posts found. Please check back later.')).toBeVisible();
  });
});

test('an admin adds and renames a vehicle and a part, and a seller then uses them', async ({
  browser,
  page,
}) => {
  test.slow(); // a long journey: three times the configured limit
  const a = await adminPage(browser);
  try {
    await a.page.goto(`${server.baseUrl}/dashboard?tab=vehicles`);
    const addVehicle = a.page.getByRole('textbox', { name: 'New vehicle' });
    // Without ' - ' the name is refused in the product's words; an existing one in another case too.
    await addVehicle.fill('Zorbmobile');
    await a.page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(a.page.getByText("Enter the vehicle as 'Manufacturer - Model'")).toBeVisible();
    await addVehicle.fill('honda - civic');
    await a.page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(a.page.getByText('This vehicle already exists.')).toBeVisible();
    await addVehicle.fill('Zorbmobile - Hovr');
    await a.page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(a.page.getByText('Zorbmobile - Hovr was added.')).toBeVisible();
    await expectAccessible(a.page);

    await a.page.getByRole('searchbox', { name: 'Search vehicles' }).fill('zorb');
    await a.page.getByRole('button', { name: 'Rename Zorbmobile - Hovr' }).click();
    const rename = a.page.getByRole('textbox', { name: 'New name for Zorbmobile - Hovr' });
    await rename.fill('Zorbmobile - Hover');
    await rename.press('Enter');
    await expect(a.page.getByText('Renamed to Zorbmobile - Hover.')).toBeVisible();

    await a.page.getByRole('tab', { name: 'Parts' }).click();
    await a.page.getByRole('textbox', { name: 'New part, in English' }).fill('Flux Capacitr');
    await a.page.getByRole('textbox', { name: 'Its name in French' }).fill('Condensateur de flux');
    await a.page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(a.page.getByText('Flux Capacitr was added.')).toBeVisible();
    await a.page.getByRole('searchbox', { name: 'Search parts' }).fill('flux');
    await a.page.getByRole('button', { name: 'Rename Flux Capacitr' }).click();
    await a.page.getByRole('textbox', { name: 'English name of Flux Capacitr' }).fill('Flux Capacitor');
    await a.page.getByRole('button', { name: 'Save' }).click();
    await expect(a.page.getByText('Renamed to Flux Capacitor.')).toBeVisible();

    await a.page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(a.page.getByRole('table')).toContainText('Zorbmobile - Hovr -> Zorbmobile - Hover');
    await expect(a.page.getByRole('table')).toContainText(
      'Flux Capacitr / Condensateur de flux -> Flux Capacitor / Condensateur de flux',
    );
  } finally {
    await a.context.close();
  }

  // The seller's form offers them at once, by their new names.
  await signIn(page, seller.email);
  await page.goto(`${server.baseUrl}/create-post`);
  const manufacturer = page.getByRole('combobox', { name: 'Manufacturer' });
  await manufacturer.click();
  await manufacturer.fill('Zorbmobile');
  await page.getByRole('option', { name: 'Zorbmobile', exact: true }).click();
  const model = page.getByRole('combobox', { name: 'Model' });
  await model.click();
  await expect(page.getByRole('option', { name: 'Hover', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  const part = page.getByRole('combobox', { name: 'Part' });
  await part.click();
  await part.fill('Flux');
  await expect(page.getByRole('option', { name: 'Flux Capacitor', exact: true })).toBeVisible();

  // A post made with them shows their names in search.
  await createPostApi(seller.api, {
    year: 1985,
    vehicle: 'Zorbmobile - Hover',
    part: 'Flux Capacitor',
    stock_number: 'BTTF-88',
    description: 'Needs 1.21 gigawatts.',
    price: 88,
  });
  await searchFor(page, 'gigawatts');
  await expect(
    page.getByRole('region', { name: 'Search results' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['1985 Zorbmobile - Hover Flux Capacitor']);
});

test('a signed-in user who opens /dashboard lands on /, and a bad report address is not found', async ({
  page,
}) => {
  await signIn(page, someone.email);
  await page.goto(`${server.baseUrl}/dashboard`);
  await expect(page).toHaveURL(`${server.baseUrl}/`);
  await page.goto(`${server.baseUrl}/report-post/12abc`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the report form on a phone, signed in: the email is already filled in @phone', async ({ page }) => {
  const id = await createPostApi(seller.api, {
    year: 2001,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: 'PHONE-1',
    description: 'Phone report target.',
    price: 50,
  });
  await signIn(page, someone.email);
  await page.goto(`${server.baseUrl}/report-post/${id}`);
  await expect(page.getByRole('textbox', { name: 'Your email' })).toHaveValue(someone.email);
  await page.getByRole('button', { name: 'Other' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Report Submitted')).toBeVisible();
  await expect(page).toHaveURL(`${server.baseUrl}/`);
});
