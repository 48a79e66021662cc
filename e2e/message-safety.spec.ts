import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { signInAt, uniqueUsername } from './support/accounts';
import {
  createAdminAs,
  createPostApi,
  createUserAs,
  signInAdminApi,
  type TApiUser,
  TORONTO,
  VANCOUVER,
} from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// A message that looks like a scam reaches its receiver with a warning and the safety
// tips, the receiver reports it from the conversation, and it waits in the admins' queue (the
// dashboard's Flagged messages tab) until an admin marks it reviewed. On the run's shared server.

const base = () => process.env.E2E_BASE_URL ?? '';
const apis: APIRequestContext[] = [];
const contexts: BrowserContext[] = [];

test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  for (const api of apis.splice(0)) await api.dispose();
});

async function browserAs(browser: Browser, email: string, password?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base() });
  contexts.push(context);
  const page = await context.newPage();
  await signInAt(page, base(), email, password);
  return page;
}

test('a scam message shows its receiver a warning, is reported and reaches the admins’ queue', async ({
  browser,
}) => {
  const admin = await signInAdminApi(base());
  apis.push(admin);
  const seller: TApiUser = await createUserAs(admin, base(), uniqueUsername('safesell'), VANCOUVER);
  const scammer: TApiUser = await createUserAs(admin, base(), uniqueUsername('scammer'), TORONTO);
  apis.push(seller.api, scammer.api);
  const stock = uniqueUsername('SAFE').toUpperCase();
  const postId = await createPostApi(seller.api, {
    year: 2014,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: stock,
    description: 'Alternator, tested.',
    price: 90,
  });
  const scam = `I will pay with Steam gift cards and my shipping agent picks it up (${stock}).`;
  const sent = await scammer.api.post('/api/messages', {
    data: { receiver_id: seller.id, content: scam, post_id: postId },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await test.step('the seller reads it with a warning and the safety tips', async () => {
    const page = await browserAs(browser, seller.email);
    await page.goto(`/messages/${scammer.username}`);
    const log = page.getByRole('log', { name: `Messages with ${scammer.username}` });
    await expect(log.getByText(scam)).toBeVisible();
    const warning = log.getByRole('alert').filter({ hasText: 'Be careful with this message' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Never pay in advance');
    await expect(warning).toContainText('Meet in a public place');
    await expectAccessible(page);

    await log.getByRole('button', { name: 'Report this message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this message' });
    await dialog.getByRole('radio', { name: 'It looks like a scam' }).check();
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Gift cards, no thanks.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thank you. An administrator will review this message.')).toBeVisible();
  });

  await test.step('the scammer sees no warning on their own message', async () => {
    const page = await browserAs(browser, scammer.email);
    await page.goto(`/messages/${seller.username}`);
    const log = page.getByRole('log', { name: `Messages with ${seller.username}` });
    await expect(log.getByText(scam)).toBeVisible();
    await expect(log.getByText('Be careful with this message')).toHaveCount(0);
  });

  await test.step('an admin finds it in Flagged messages, matched and reported, and marks it reviewed', async () => {
    // A moderator of this test's own, with a profile (the run's first admin has none: signing in
    // would ask for it first), made an admin the audited way.
    const moderator = await createAdminAs(admin, base(), uniqueUsername('safeadm'), TORONTO);
    apis.push(moderator.api);
    const page = await browserAs(browser, moderator.email);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Flagged messages' }).click();
    await expect(page).toHaveURL(`${base()}/dashboard?tab=flagged`);
    const cards = page.getByRole('article').filter({ hasText: scam });
    await expect(cards.filter({ hasText: 'Matched: Payment with gift cards' })).toBeVisible();
    await expect(
      cards.filter({ hasText: `Reported by ${seller.username}: It looks like a scam` }),
    ).toBeVisible();
    await expect(cards.first()).toContainText(`From ${scammer.username} to ${seller.username}`);
    await expectAccessible(page);
    const matched = cards.filter({ hasText: 'Matched:' });
    await matched.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(page.getByText('Marked reviewed.')).toBeVisible();
    await expect(matched).toHaveCount(0);
  });
});
