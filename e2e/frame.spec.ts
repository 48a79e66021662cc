import { expect, expectAccessible, test } from './support/test';

test.describe('page frame', () => {
  test('header and footer lead where the spec says', async ({ page }) => {
    await page.goto('/top-questions');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'PartsYard' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: '+ Post' })).toHaveAttribute('href', '/create-post');
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/sign-up');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await expect(footer.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/top-questions');
    await expect(footer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} PartsYard`);

    await footer.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await header.getByRole('link', { name: 'PartsYard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find used vehicle parts' })).toBeVisible();
  });

  test('the logo shows one of four stages by how many filters are set', async ({ page }) => {
    const logo = page.getByRole('banner').locator('img[data-stage]');
    await page.goto('/');
    await expect(logo).toHaveAttribute('data-stage', '0');
    await page.goto('/?search_year=2010');
    await expect(logo).toHaveAttribute('data-stage', '1');
    await page.goto('/?search_year=2010&search_manufacturer=Ford');
    await expect(logo).toHaveAttribute('data-stage', '2');
    await page.goto('/?search_year=2010&search_manufacturer=Ford&search_part=1');
    await expect(logo).toHaveAttribute('data-stage', '3');
    const sources = new Set<string | null>();
    const urls = [
      '/',
      '/?search_year=2010',
      '/?search_year=2010&search_part=1',
      '/?search_year=2010&search_part=1&search_make=1',
    ];
    for (const url of urls) {
      await page.goto(url);
      await expect(logo).toBeVisible();
      sources.add(await logo.getAttribute('src'));
    }
    expect(sources.size).toBe(4);
  });

  test('the not-found page answers an unknown address', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found - PartsYard');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('keyboard users can skip to the content', async ({ page }) => {
    await page.goto('/top-questions');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeVisible();
  });

  test('on a phone the navigation folds into a menu @phone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expectAccessible(page);
    await menu.getByRole('button', { name: 'Close navigation menu' }).click();
    await expect(menu).toBeHidden();
  });
});
