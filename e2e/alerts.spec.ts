import { mailsTo, PASSWORD, submitSignIn } from './support/accounts';
import { createPostApi, createUserAs, idOf, signInAdminApi, TORONTO } from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// The alerts journey: a buyer saves a search with instant alerts; a seller lists a part that
// matches; the buyer's bell rises live (no reload) and the alert email arrives with a link that
// opens the post; the notification centre lists it; the email's unsubscribe link stops the alerts
// without signing in.

const ALERT_SUBJECT = /New match for "Civic alternators" on PartsYard/;

test('a buyer is alerted of a new matching part: the bell, the notice, the email, and unsubscribing', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const tag = Date.now().toString(36);
  const admin = await signInAdminApi(base);
  const seller = await createUserAs(admin, base, `al_seller_${tag}`, TORONTO);
  const buyer = await createUserAs(admin, base, `al_buyer_${tag}`, TORONTO);
  const stock = `ALERT-${tag}`.toUpperCase();
  const civic = await idOf(seller.api, 'vehicles', 'Honda - Civic');

  await test.step('the buyer saves a search with instant alerts', async () => {
    await page.goto('/auth');
    await submitSignIn(page, buyer.email, PASSWORD);
    await page.goto(`/?search_year=2012&search_make=${civic}&q=${stock}`);
    await expect(page.getByTestId('result-count')).toHaveText('0 parts');
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Civic alternators');
    await dialog.getByRole('radio', { name: 'Right away' }).check();
    await dialog.getByRole('textbox', { name: 'Name' }).press('Enter');
    await expect(page.getByText('Search saved: Civic alternators.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  });

  let postId = 0;
  await test.step('a seller lists a matching part: the bell rises live', async () => {
    postId = await createPostApi(seller.api, {
      year: 2012,
      vehicle: 'Honda - Civic',
      part: 'Alternator',
      stock_number: stock,
      description: 'Alternator that matches a saved search.',
      price: 140,
    });
    await expect(page.getByRole('link', { name: 'Notifications (1 unread)' })).toBeVisible();
  });

  await test.step('the notification centre lists it and opens the post', async () => {
    await page.getByRole('link', { name: 'Notifications (1 unread)' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    const notice = page.getByRole('link', {
      name: /New match for your saved search "Civic alternators": 2012 Honda - Civic Alternator/,
    });
    await expect(notice).toBeVisible();
    await expectAccessible(page);
    await notice.click();
    await expect(page).toHaveURL(new RegExp(`/view/${postId}/2012-honda-civic-alternator`));
    await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  });

  await test.step('the email arrives with a link that opens the post', async () => {
    const [mail] = await mailsTo(buyer.email, ALERT_SUBJECT);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = mail?.links.find((l) => l.includes(`/view/${postId}/`));
    if (!link) throw new Error('no post link in the alert email');
    await page.goto(link);
    await expect(page.getByText(stock).first()).toBeVisible();
  });

  await test.step('the email unsubscribes without signing in', async () => {
    const [mail] = await mailsTo(buyer.email, ALERT_SUBJECT);
    const link = mail?.links.find((l) => l.includes('/unsubscribe?token='));
    if (!link) throw new Error('no unsubscribe link in the alert email');
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    await tab.goto(link);
    await expect(
      tab.getByText('Stop the alert emails of your saved search "Civic alternators"?'),
    ).toBeVisible();
    await expectAccessible(tab);
    await tab.getByRole('button', { name: 'Stop these alerts' }).click();
    await expect(tab.getByText('You will no longer get alerts for "Civic alternators".')).toBeVisible();
    await visitor.close();
    const saved = (await (await buyer.api.get('/api/saved-searches')).json()) as {
      searches: { name: string; alert: string }[];
    };
    expect(saved.searches).toEqual([expect.objectContaining({ name: 'Civic alternators', alert: 'off' })]);
  });
  await Promise.all([seller.api.dispose(), buyer.api.dispose(), admin.dispose()]);
});

test('the bell and Notifications on a phone: the count in the header, the list fits @phone', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const tag = Date.now().toString(36);
  const admin = await signInAdminApi(base);
  const seller = await createUserAs(admin, base, `alp_seller_${tag}`, TORONTO);
  const buyer = await createUserAs(admin, base, `alp_buyer_${tag}`, TORONTO);
  const stock = `ALERTP-${tag}`.toUpperCase();
  const civic = await idOf(seller.api, 'vehicles', 'Honda - Civic');
  const made = await buyer.api.post('/api/saved-searches', {
    data: { name: 'Civic on my phone', alert: 'instant', filters: { search_make: civic, q: stock } },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto('/auth');
  await submitSignIn(page, buyer.email, PASSWORD);
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await createPostApi(seller.api, {
    year: 2012,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: stock,
    description: 'Alternator for the phone alert.',
    price: 90,
  });
  const bell = page.getByRole('link', { name: 'Notifications (1 unread)' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(
    page.getByRole('link', { name: /New match for your saved search "Civic on my phone"/ }),
  ).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All your notifications are marked as read.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await Promise.all([seller.api.dispose(), buyer.api.dispose(), admin.dispose()]);
});
