import type { Page } from '@playwright/test';
import { signInAt, uniqueUsername } from './support/accounts';
import { createUserAs, signInAdminApi, TORONTO } from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// Words and navigation: the footer offers Sign In to visitors only (and the language switch to all), and Favorites is spelled one
// way everywhere ("favorite", never "favourite"), as the original specification spells it.

const BASE = process.env.E2E_BASE_URL ?? '';

async function signInNewUser(page: Page) {
  const admin = await signInAdminApi(BASE);
  const user = await createUserAs(admin, BASE, uniqueUsername('words'), TORONTO);
  await admin.dispose();
  await signInAt(page, BASE, user.email);
  return user;
}

async function expectFooterLinks(page: Page, names: string[]) {
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link')).toHaveText(names);
}

test('the footer offers Sign In to a visitor, not once signed in', async ({ page }) => {
  await page.goto('/');
  await expectFooterLinks(page, ['Contact Us', 'FAQs', 'Sign In', 'Français']);
  await expect(
    page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Sign In' }),
  ).toHaveAttribute('href', '/auth');

  const user = await signInNewUser(page);
  await expect(page.getByRole('banner').getByRole('button', { name: user.username })).toBeVisible();
  await expectFooterLinks(page, ['Contact Us', 'FAQs', 'Français']);
  await page.goto('/top-questions');
  await expectFooterLinks(page, ['Contact Us', 'FAQs', 'Français']);
  await expectAccessible(page);
});

test('the footer on a phone: Sign In for a visitor, not once signed in @phone', async ({ page }) => {
  await page.goto('/contact-us');
  await expectFooterLinks(page, ['Contact Us', 'FAQs', 'Sign In', 'Français']);
  await signInNewUser(page);
  await page.goto('/contact-us');
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeVisible();
  await expectFooterLinks(page, ['Contact Us', 'FAQs', 'Français']);
});

test('"Favorites" is spelled one way: the FAQ and the sign-up page never say "favourite"', async ({
  page,
}) => {
  await page.goto('/top-questions');
  const question = page.getByRole('button', { name: 'How do I favorite a post?' });
  await question.click();
  const answer = page.getByRole('region', { name: 'How do I favorite a post?' });
  await expect(answer).toContainText('one of your favorites');
  await expect(answer).toContainText('favorited are listed under Favorites');
  await expect(page.locator('body')).not.toContainText(/favourit/i);

  await page.goto('/sign-up');
  await expect(page.getByText('keep favorites')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/favourit/i);
});
