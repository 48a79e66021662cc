import { createVerifiedUser, openAccountMenu, uniqueUsername } from './support/accounts';
import { expect, expectAccessible, test } from './support/test';

test('account settings: edit the profile and change the password', async ({ page }) => {
  const { username, password } = await createVerifiedUser(page, 'settings');
  await page.goto('/');
  const menu = await openAccountMenu(page, username);
  await menu.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page).toHaveTitle('Account Settings - PartsYard');
  await expect(page.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Two-factor authentication' })).toBeVisible();
  await expectAccessible(page);

  const profile = page.getByRole('form', { name: 'Profile' });
  const name = profile.getByRole('textbox', { name: 'Username' });
  await expect(name).toHaveValue(username);
  await name.fill('much-too-long-username-here');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('alert')).toHaveText('Username cannot be longer than 20 characters!');
  await name.fill('has space');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('alert')).toHaveText('Username cannot contain spaces!');
  const renamed = uniqueUsername('renamed');
  await name.fill(renamed);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated user data!')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: renamed })).toBeVisible();

  const change = page.getByRole('form', { name: 'Change password' });
  const field = (label: string) => change.getByRole('textbox', { name: label, exact: true });
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('alert')).toHaveText('Please fill out all fields');
  await field('Current password').fill(password);
  await field('New password').fill('Another-Pass-1!');
  await field('Confirm new password').fill('Another-Pass-2!');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('alert')).toHaveText('Passwords do not match');
  await field('Current password').fill('Not-The-Password-1!');
  await field('Confirm new password').fill('Another-Pass-1!');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('alert')).toBeVisible();
  await field('Current password').fill(password);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(field('Current password')).toHaveValue('');
  // Still signed in on this device.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
});

test('forms take the full width on a phone @phone', async ({ page }) => {
  await page.goto('/sign-up');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toBeVisible();
  const viewport = page.viewportSize()?.width ?? 0;
  const box = await email.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(viewport * 0.8);
  await expectAccessible(page);
});
