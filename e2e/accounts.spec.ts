import {
  linkInMail,
  mailsTo,
  openAccountMenu,
  PASSWORD,
  RESET_SUBJECT,
  signOut,
  submitSignIn,
  uniqueEmail,
  uniqueUsername,
  VERIFY_SUBJECT,
} from './support/accounts';
import { expect, expectAccessible, test } from './support/test';

const NEW_PASSWORD = 'New-Parts-2026?';

test.describe('accounts', () => {
  test('register, verify, complete the profile, sign out and in, forget and reset the password', async ({
    page,
  }) => {
    test.slow(); // a long journey: three times the configured limit
    const email = uniqueEmail('journey');
    const username = uniqueUsername('journey');
    const alert = page.getByRole('main').getByRole('alert');
    const register = page.getByRole('button', { name: 'Register', exact: true });

    await test.step('register: each broken rule has its sentence beside its field, then success', async () => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
      await expect(page).toHaveURL(/\/sign-up$/);
      await expect(page).toHaveTitle('Register - PartsYard');
      await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
      await expectAccessible(page);

      const terms = page.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
      await page.getByRole('button', { name: 'terms and conditions' }).click();
      const modal = page.getByRole('dialog', { name: 'Terms and conditions' });
      await expect(modal).toContainText('3% of the listed price, with a minimum of $0.50 CAD');
      await expect(modal).toContainText('Renewal costs 1% of the listed price after 12 months.');
      await expect(modal).toContainText('Ads are visible for one year.');
      await expect(modal).toContainText('Sold items must be deleted within 7 days.');
      await expect(modal).toContainText('The sale price cannot exceed the posted price.');
      await expectAccessible(page);
      await modal.getByRole('button', { name: 'Close' }).last().click();
      await expect(modal).toBeHidden();
      await expect(terms).not.toBeChecked();

      const password = page.getByRole('textbox', { name: 'Password', exact: true });
      const confirm = page.getByRole('textbox', { name: 'Confirm Password', exact: true });
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await password.fill(PASSWORD);
      await confirm.fill(PASSWORD);
      await register.click();
      await expect(page.getByText('Please agree to the terms and conditions to continue.')).toBeVisible();
      await expectAccessible(page);
      await terms.check();

      const checklist = page.getByTestId('password-checklist').getByRole('listitem');
      const cases: [string, string, string][] = [
        [PASSWORD, `${PASSWORD}x`, 'Passwords do not match!'],
        ['Ab1!', 'Ab1!', 'Password must be at least 8 characters long!'],
        ['lowercase1!', 'lowercase1!', 'Password must contain at least 1 uppercase letter!'],
        ['UPPERCASE1!', 'UPPERCASE1!', 'Password must contain at least 1 lowercase letter!'],
        ['NoNumber!', 'NoNumber!', 'Password must contain at least 1 number!'],
        ['NoSpecial1', 'NoSpecial1', 'Password must contain at least 1 special character!'],
        ['Has Space1!', 'Has Space1!', 'Password must not contain any spaces!'],
      ];
      for (const [typed, confirmed, message] of cases) {
        await password.fill(typed);
        await confirm.fill(confirmed);
        await register.click();
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      // The checklist follows the password as it is typed.
      await password.fill('abc');
      await expect(checklist.first()).toHaveText('At least 8 characters (not met)');
      await expect(checklist.nth(2)).toHaveText('At least 1 lowercase letter (met)');
      await password.fill(PASSWORD);
      await confirm.fill(PASSWORD);
      for (let i = 0; i < 5; i++) await expect(checklist.nth(i)).toHaveAttribute('data-met', 'true');

      await register.click();
      await expect(
        page.getByText('User successfully signed up! Please check your email to verify your account.'),
      ).toBeVisible();
      await expect(register).toBeHidden();
    });

    await test.step('verify: the emailed link signs in and asks for the profile', async () => {
      await page.goto('/dev/mail');
      const mail = page
        .locator('article')
        .filter({ hasText: `To: ${email}` })
        .first();
      await expect(mail.getByRole('heading', { name: 'Verify your PartsYard account' })).toBeVisible();
      await expect(mail.getByRole('link').first()).toHaveAttribute(
        'href',
        /\/api\/auth\/verify-email\?token=.+&callbackURL=/,
      );
      await mail.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/sign-up\?verified=1$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
      // Every other page sends the user back here until the profile exists.
      await page.goto('/top-questions');
      await expect(page).toHaveURL(/\/sign-up$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('complete the profile with an address suggestion, then home', async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(alert).toHaveText('Please fill in all the fields!');
      await page.getByRole('textbox', { name: 'Username' }).fill(username);
      await page.getByRole('textbox', { name: 'First name' }).fill('Dana');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Buyer');
      await page.getByRole('combobox', { name: 'Street' }).fill('1 King St W');
      await page.getByRole('combobox', { name: 'Postal code' }).fill('M5V');
      const suggestion = page.getByRole('option', { name: 'Toronto, ON M5V, Canada' });
      await expect(suggestion).toBeVisible();
      await expectAccessible(page);
      await suggestion.click();
      await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Toronto');
      await expect(page.getByRole('textbox', { name: 'State/Province' })).toHaveValue('ON');
      await expect(page.getByRole('combobox', { name: 'Postal code' })).toHaveValue('M5V');
      await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('Canada');
      await expect(page.getByRole('combobox', { name: 'Street' })).toHaveValue('1 King St W');

      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/profile') && r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save' }).click();
      const body = (await saved).request().postDataJSON();
      expect(body).toMatchObject({ username, zip: 'M5V', city: 'Toronto' });
      expect(typeof body.lat).toBe('number');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('Successfully updated user data!')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Find used vehicle parts' })).toBeVisible();
    });

    await test.step('the profile menu: no Admin Controls for a user; sign out', async () => {
      const menu = await openAccountMenu(page, username);
      for (const item of [
        'Account Settings',
        'My Posts',
        'Messages',
        'Favorites',
        'Saved Searches',
        'Sign Out',
      ]) {
        await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
      }
      await expect(menu.getByRole('menuitem', { name: 'Admin Controls' })).toHaveCount(0);
      await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute(
        'href',
        '/profile',
      );
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await signOut(page, username);
      await expect(page).toHaveURL(/\/$/);
    });

    await test.step('a visitor at /profile signs in and comes back to /profile', async () => {
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/auth\?redirect=\/profile$/);
      await expect(page).toHaveTitle('Sign In - PartsYard');
      await expectAccessible(page);
      await submitSignIn(page, email, 'Wrong-Password-1!');
      await expect(alert).toHaveText('Invalid email or password');
      await submitSignIn(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page).toHaveTitle('Account Settings - PartsYard');
      await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(username);
      await expectAccessible(page);
      await signOut(page, username);
    });

    await test.step('a sign-in link whose redirect leads off the site lands on the home page', async () => {
      // '/.//evil.example' resolves to '//evil.example': it used to show the error screen.
      await page.goto('/auth?redirect=/.//evil.example');
      await submitSignIn(page, email, PASSWORD);
      await expect(page).toHaveURL(`${process.env.E2E_BASE_URL}/`);
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
      await signOut(page, username);
    });

    let resetLink = '';
    await test.step('forgot password from /auth', async () => {
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(alert).toHaveText('You must enter your email.');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Password recovery email has been sent.')).toBeVisible();
      await expectAccessible(page);
      resetLink = await linkInMail(email, RESET_SUBJECT, '/recover-password/');
    });

    await test.step("a link edited to another email is refused with the spec's words", async () => {
      const edited = resetLink.replace(
        /\/recover-password\/[^?]+/,
        '/recover-password/someone-else%40example.com',
      );
      await page.goto(edited);
      await expect(page).toHaveTitle('Reset Password - PartsYard');
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(alert).toHaveText("Email address does not match the user's email");
      await expectAccessible(page);
    });

    await test.step('reset through the emailed link, then sign in with the new password', async () => {
      await page.goto(resetLink);
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(alert).toHaveText('Please fill out all fields');
      await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(`${NEW_PASSWORD}x`);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(alert).toHaveText('Passwords do not match');
      await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('Password has been reset!')).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);

      await submitSignIn(page, email, PASSWORD);
      await expect(alert).toHaveText('Invalid email or password');
      await submitSignIn(page, email, NEW_PASSWORD);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('button', { name: username })).toBeVisible();
    });
  });

  test('an unverified user is told to verify and can have the email sent again', async ({ page }) => {
    const email = uniqueEmail('unverified');
    const signUp = await page.request.post('/api/accounts/sign-up', {
      data: { email, password: PASSWORD, confirmPassword: PASSWORD, terms: true },
    });
    expect(signUp.status()).toBe(201);
    await mailsTo(email, VERIFY_SUBJECT);

    await page.goto('/auth');
    await submitSignIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toContainText('Your email address is not verified yet.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send the verification email again' }).click();
    await expect(
      page.getByText(
        'If this address has an account that is not verified yet, a new verification email has been sent.',
      ),
    ).toBeVisible();
    await mailsTo(email, VERIFY_SUBJECT, 2);
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test('a forged verification link explains itself and signs nobody in', async ({ page }) => {
  await page.goto('/api/auth/verify-email?token=forged&callbackURL=/');
  await expect(page.getByRole('alert')).toContainText('This verification link did not work');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
