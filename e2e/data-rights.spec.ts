import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { PASSWORD, signInAt, submitSignIn, uniqueUsername } from './support/accounts';
import { createUserAs, signInAdminApi, TORONTO, VANCOUVER } from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// Data rights in Chromium: a user downloads their data from Account Settings (a ZIP
// named after them, with their profile), then deletes their account; they are signed out and
// cannot sign in again, and the person they wrote to still reads the conversation under
// "deleted user", without a message box. (The accounts are made by the admin: the shared server
// allows 10 sign-ups from one address in 10 minutes, which the registration journeys use.)

async function sendMessage(api: APIRequestContext, receiverId: string, content: string) {
  const res = await api.post('/api/messages', { data: { receiver_id: receiverId, content } });
  expect(res.status(), await res.text()).toBe(200);
}

test('a user downloads their data, deletes their account, and the other side still reads their messages', async ({
  page,
  browser,
}) => {
  const baseUrl = process.env.E2E_BASE_URL ?? '';
  const admin = await signInAdminApi(baseUrl);
  const leaver = await createUserAs(admin, baseUrl, uniqueUsername('leaver'), TORONTO);
  const stayer = await createUserAs(admin, baseUrl, uniqueUsername('stayer'), VANCOUVER);
  const otherContext = await browser.newContext({ baseURL: baseUrl });
  try {
    await sendMessage(leaver.api, stayer.id, 'Is the alternator still for sale?');
    await sendMessage(stayer.api, leaver.id, 'Yes, come and see it on Saturday.');
    await signInAt(page, baseUrl, leaver.email);
    const other = await otherContext.newPage();
    await signInAt(other, baseUrl, stayer.email);

    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section).toBeVisible();
    await expect(section.getByRole('button', { name: 'Download your data' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Delete account' })).toBeVisible();
    await expectAccessible(page);

    // Download: one ZIP named after the user and the day, with their profile in it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download your data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^partsyard-data-${leaver.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
    );
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const profile = JSON.parse(strFromU8(files['profile.json'] ?? new Uint8Array()));
    expect(profile.profile.username).toBe(leaver.username);
    expect(profile.account.email).toBe(leaver.email);
    const conversations = JSON.parse(strFromU8(files['messages.json'] ?? new Uint8Array()));
    expect(conversations[0].with).toBe(stayer.username);
    await expect(page.getByText('Your data has been downloaded.')).toBeVisible();

    // Delete: the dialog says what goes and what stays and asks the password.
    await section.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByText('What stays')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Your password').fill('Not-The-Password-1!');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This password is not right. Your account was not deleted.',
    );
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    // Signing in again fails.
    await page.goto('/auth');
    await submitSignIn(page, leaver.email, PASSWORD);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    // The other side reads the conversation under "deleted user" and cannot write to it.
    await other.goto('/messages');
    const contacts = other.getByRole('navigation', { name: 'Conversations' });
    await contacts.getByRole('link', { name: /deleted user/ }).click();
    const log = other.getByRole('log', { name: 'Messages with deleted user' });
    await expect(log.getByText('Is the alternator still for sale?')).toBeVisible();
    await expect(log.getByText('Yes, come and see it on Saturday.')).toBeVisible();
    await expect(other.getByText('This account was deleted')).toBeVisible();
    await expect(other.getByRole('textbox', { name: /^Message to/ })).toHaveCount(0);
    await expect(other.getByText(leaver.username)).toHaveCount(0);
    await expectAccessible(other);
  } finally {
    await otherContext.close();
    for (const api of [admin, leaver.api, stayer.api]) await api.dispose();
  }
});
