import { expect, expectAccessible, test } from './support/test';

test.describe('contact form', () => {
  test('says which required fields are missing', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page).toHaveTitle('Contact Us - PartsYard');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const text of [
      'Please enter your name.',
      'Please enter your email address.',
      'Please enter a subject.',
      'Please enter a message.',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.getByLabel('Name')).toBeFocused();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expectAccessible(page);
  });

  test('sends a message to the team and confirms it', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByLabel('Name').fill('Dana Buyer');
    await page.getByLabel('Email').fill('dana@example.com');
    await page.getByLabel('Phone (optional)').fill('555-0100');
    await page.getByLabel('Subject').fill('Looking for a hood');
    await page.getByLabel('Message').fill('Do you know anyone with a 2012 Civic hood?');
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect((await response.json()).id).toBeGreaterThan(0);
    await expect(
      page.getByText(
        'Thank you for contacting us! Your message has been sent and we will reply by email as soon as we can.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Message sent')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expectAccessible(page);
  });
});
