import type { Page } from '@playwright/test';
import { uniqueUsername } from './support/accounts';
import { createPostApi, createUserAs, idOf, signInAdminApi, TORONTO } from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// The home page's numbered pages and its no-results suggestions, on the run's shared server: 35
// posts that share a made-up word no other spec uses (four pages, the last of five).

const WORD = 'quoxpager';
const base = () => process.env.E2E_BASE_URL ?? '';
const SHOTS = process.env.E2E_SHOTS_DIR;
let civic = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const admin = await signInAdminApi(base());
  const seller = await createUserAs(admin, base(), uniqueUsername('pager'), TORONTO);
  civic = await idOf(admin, 'vehicles', 'Honda - Civic');
  for (let i = 0; i < 35; i++) {
    await createPostApi(seller.api, {
      year: 1970 + (i % 5),
      vehicle: 'Honda - Civic',
      part: 'Alternator',
      stock_number: uniqueUsername(`PG${i}`).toUpperCase(),
      description: `An alternator, ${WORD} checked.`,
      price: 100 + i,
    });
  }
  await seller.api.dispose();
  await admin.dispose();
});

const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const heading = (page: Page) => page.getByRole('heading', { name: 'Search results' });
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`numbered pages are links that keep the results in view (${size.name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(`${base()}/?q=${WORD}`);
    const paging = results(page).getByRole('navigation', { name: 'Pages of results' });
    await expect(results(page).getByRole('article')).toHaveCount(10);
    await expect(paging.getByText('Page: 1')).toBeVisible();
    // 35 posts: four pages, the last named.
    await expect(paging.getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', `/?q=${WORD}&page=4`);
    await expect(paging.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await paging.scrollIntoViewIfNeeded();
    await shoot(page, `pager-${size.name}`);

    await paging.getByRole('link', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${WORD}&page=3$`));
    await expect(paging.getByText('Page: 3')).toBeVisible();
    await expect(heading(page)).toBeInViewport();
    await expect(heading(page)).toBeFocused();
    await expect(paging.getByRole('button', { name: 'Previous' })).toBeVisible();
    await expect(paging.getByRole('button', { name: 'Next' })).toBeVisible();

    await paging.getByRole('link', { name: 'Page 4' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${WORD}&page=4$`));
    await expect(paging.getByText('Page: 4')).toBeVisible();
    await expect(results(page).getByRole('article')).toHaveCount(5);
    await expect(heading(page)).toBeInViewport();
    await expect(paging.getByRole('button', { name: 'Previous' })).toBeVisible();
    await expect(paging.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expectAccessible(page);

    // Previous still moves by one, and the page's address is shareable: it opens there.
    await paging.getByRole('button', { name: 'Previous' }).click();
    await expect(paging.getByText('Page: 3')).toBeVisible();
    await page.goto(`${base()}/?q=${WORD}&page=2`);
    await expect(paging.getByText('Page: 2')).toBeVisible();
  });

  test(`a search with no results offers what would widen it (${size.name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(`${base()}/?search_year=1969&search_make=${civic}&q=${WORD}`);
    await expect(results(page).getByText('No posts found. Please check back later.')).toBeVisible();
    const widen = results(page).getByRole('navigation', { name: 'Widen your search' });
    const drop = widen.getByRole('link', { name: 'Search without Year 1969 (35 parts)' });
    await expect(drop).toBeVisible();
    await expect(
      widen.getByRole('link', { name: 'Search every year of this model (35 parts)' }),
    ).toBeVisible();
    await expect(widen.getByRole('link', { name: 'Search 1970' })).toBeVisible();
    // Save this search, to be told when one is posted (a visitor is sent to sign in first).
    await expect(
      results(page).getByText('Save this search to be told when a matching part is posted.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Save this search' })).toHaveCount(1);
    await expectAccessible(page);
    await shoot(page, `no-results-${size.name}`);

    await drop.click();
    await expect(page).toHaveURL(new RegExp(`\\?search_make=${civic}&q=${WORD}$`));
    await expect(results(page).getByRole('article')).toHaveCount(10);
    await expect(page.getByText('No posts found. Please check back later.')).toHaveCount(0);
  });
}
