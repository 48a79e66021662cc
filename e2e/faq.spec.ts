import { expect, expectAccessible, test } from './support/test';

test('the FAQ answers how to contact a seller and how to favourite a post', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/top-questions$/);
  await expect(page).toHaveTitle('FAQs - PartsYard');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();

  const contact = page.getByRole('button', { name: 'How do I contact a seller?' });
  await expect(contact).toHaveAttribute('aria-expanded', 'false');
  await contact.click();
  await expect(contact).toHaveAttribute('aria-expanded', 'true');
  const contactPanel = page.getByRole('region', { name: 'How do I contact a seller?' });
  await expect(contactPanel).toContainText('Contact Seller');

  // Keyboard: focus the next question and open it with Enter.
  const favourite = page.getByRole('button', { name: 'How do I favorite a post?' });
  await favourite.focus();
  await page.keyboard.press('Enter');
  await expect(favourite).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'How do I favorite a post?' })).toBeVisible();
  await expectAccessible(page);
});
