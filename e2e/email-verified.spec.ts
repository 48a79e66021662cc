import type { Page } from '@playwright/test';
import { linkInMail, PASSWORD, uniqueEmail, VERIFY_SUBJECT } from './support/accounts';
import { en, fr } from './support/french';
import { expect, expectAccessible, test } from './support/test';

// The verification link lands on words: the email is verified, and what comes next. A link used
// again (signed out) says so too and offers Sign In; a broken one says it did not work.

async function signUpAndGetLink(page: Page, tag: string, language?: 'fr') {
  const email = uniqueEmail(tag);
  const signUp = await page.request.post('/api/accounts/sign-up', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD, terms: true },
    headers: language ? { 'accept-language': 'fr-CA' } : {},
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  // The French mail has its own subject.
  const subject = language ? /PartsYard/ : VERIFY_SUBJECT;
  return { email, link: await linkInMail(email, subject, '/verify-email') };
}

test('the link from the mail says "Your email is verified" and asks for the profile next', async ({
  page,
  browser,
}) => {
  const { email, link } = await signUpAndGetLink(page, 'verified');
  await page.goto(link);
  const notice = page.getByRole('status').filter({ hasText: en('accounts.verified.title') });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(en('accounts.verified.nextProfile'));
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
  await expectAccessible(page);

  // The same link opened again in another browser (signed out): still verified, and Sign In next.
  const other = await browser.newContext();
  try {
    const again = await other.newPage();
    await again.goto(link);
    const word = again.getByRole('status').filter({ hasText: en('accounts.verified.title') });
    await expect(word).toContainText(en('accounts.verified.nextSignIn'));
    await word.getByRole('link', { name: en('accounts.verified.signIn') }).click();
    await expect(again).toHaveURL(/\/auth$/);
  } finally {
    await other.close();
  }
});

test('a verification link that does not work says so, with the way to a new one', async ({ page }) => {
  await page.goto('/api/auth/verify-email?token=forged&callbackURL=%2Fsign-up%3Fverified%3D1');
  await expect(page.getByRole('alert')).toContainText(en('accounts.verifyLink.title'));
  await expect(page.getByRole('alert')).toContainText(en('accounts.verifyLink.body'));
  await expect(page.getByText(en('accounts.verified.title'))).toHaveCount(0);
  await page.getByRole('link', { name: en('accounts.verifyLink.signIn') }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('in French the link lands on the French words', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  try {
    const page = await context.newPage();
    const { link } = await signUpAndGetLink(page, 'verifiedfr', 'fr');
    expect(link).toContain(encodeURIComponent('/fr/sign-up?verified=1'));
    await page.goto(link);
    await expect(page.getByRole('status').filter({ hasText: fr('accounts.verified.title') })).toContainText(
      fr('accounts.verified.nextProfile'),
    );
  } finally {
    await context.close();
  }
});
