import { openAccountMenu, submitSignIn } from './support/accounts';
import { expect, expectAccessible, test } from './support/test';

const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? '';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';

// The administrator made at first start has no profile, so the guard holds them on /sign-up; the
// header's menu is there all the same, named by their email.
test('the admin sees Admin Controls in the profile menu, and can use it from the keyboard', async ({
  page,
}) => {
  await page.goto('/auth');
  await submitSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const target = page.getByRole('banner').getByRole('button', { name: ADMIN_EMAIL });
  await expect(target).toBeVisible();

  const menu = await openAccountMenu(page, ADMIN_EMAIL);
  const admin = menu.getByRole('menuitem', { name: 'Admin Controls' });
  await expect(admin).toBeVisible();
  await expect(admin).toHaveAttribute('href', '/dashboard');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Account Settings',
    'My Posts',
    'Messages',
    'Favorites',
    'Saved Searches',
    'Admin Controls',
    'Sign Out',
  ]);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(target).toBeFocused();

  // Keyboard: open with Enter, move with the arrows.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'My Posts' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('on a phone the signed-in menu lists the account links @phone', async ({ page }) => {
  await page.goto('/auth');
  await submitSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toContainText(`Signed in as ${ADMIN_EMAIL}`);
  for (const name of [
    'Account Settings',
    'My Posts',
    'Messages',
    'Favorites',
    'Saved Searches',
    'Admin Controls',
  ]) {
    await expect(drawer.getByRole('link', { name })).toBeVisible();
  }
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
});
