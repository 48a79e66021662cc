import { TOTP } from 'otpauth';
import { createVerifiedUser, openAccountMenu, signOut, submitSignIn } from './support/accounts';
import { expect, expectAccessible, test } from './support/test';

test('two-factor sign-in: set up in Account Settings, then sign in with a recovery code and with the app', async ({
  page,
}) => {
  test.slow(); // a long journey: three times the configured limit
  const { email, username, password } = await createVerifiedUser(page, 'totp');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });

  await page.goto('/profile');
  await expect(section).toContainText('Two-factor authentication is off.');
  await section.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await section.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await section.getByRole('button', { name: 'Continue' }).click();

  // The app's view: the QR code, the key to type by hand, and the recovery codes.
  const qr = section.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const secret = (await section.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expect(section).toContainText('Keep these recovery codes somewhere safe.');
  const codes = await section.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
  expect(codes.length).toBeGreaterThanOrEqual(8);
  await expectAccessible(page);

  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  await section.getByRole('textbox', { name: 'Authentication code' }).fill(totp.generate());
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on.', { exact: true })).toBeVisible();
  await expect(section).toContainText('Two-factor authentication is on. Signing in asks for a code');
  await expect(section.getByRole('button', { name: 'Turn off' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Generate new recovery codes' })).toBeVisible();

  await test.step('sign in with a recovery code', async () => {
    await signOut(page, username);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?redirect=\/profile$/);
    await submitSignIn(page, email, password);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Authentication code' });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toBeFocused();
    await expectAccessible(page);
    await page.getByRole('switch', { name: 'Use a recovery code instead' }).check();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill('not-a-code');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  });

  await test.step('sign in with a code from the app', async () => {
    await signOut(page, username);
    await page.goto('/auth');
    await submitSignIn(page, email, password);
    await page.getByRole('textbox', { name: 'Authentication code' }).fill(totp.generate());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/$/);
    const menu = await openAccountMenu(page, username);
    await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
  });
});
