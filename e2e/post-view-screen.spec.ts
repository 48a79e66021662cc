import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PASSWORD, signInAt, uniqueUsername } from './support/accounts';
import { createPostApi, createUserAs, signInAdminApi, type TApiUser, TORONTO } from './support/listings';
import { testPhoto } from './support/photos';
import { expect, expectAccessible, test } from './support/test';

// The post page as a person looks at it: the enlarged photos fill the screen and page through, a
// post opens at its top and Back returns where one was, a phone keeps the price and Contact Seller
// at the screen's bottom, and the seller's own cards offer no Report. Accounts of this spec's own
// (made through the admin API); the desktop and phone projects both run it.

interface TFixture {
  admin: APIRequestContext;
  seller: TApiUser;
  buyer: TApiUser;
  stock: string;
  /** The post with three photos, and its title. */
  photoPost: number;
  title: string;
  /** How many posts the seller has (the list scrolls). */
  count: number;
}
let f: TFixture;
const base = () => process.env.E2E_BASE_URL ?? '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const admin = await signInAdminApi(base());
  const seller = await createUserAs(admin, base(), uniqueUsername('pvsell'), TORONTO);
  const buyer = await createUserAs(admin, base(), uniqueUsername('pvbuy'), TORONTO);
  const stock = uniqueUsername('PV').toUpperCase();
  const photos = await Promise.all(
    ['#c0392b', '#27ae60', '#2c62ae'].map((colour, i) => testPhoto(`photo-${i + 1}.jpg`, colour)),
  );
  const photoPost = await createPostApi(seller.api, {
    year: 2011,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: `${stock}-1`,
    description: 'Three photos of an alternator.',
    price: 120,
    photos,
  });
  const count = 8;
  for (let n = 2; n <= count; n += 1) {
    await createPostApi(seller.api, {
      year: 2000 + n,
      vehicle: 'Honda - Civic',
      part: 'Radiator',
      stock_number: `${stock}-${n}`,
      description: `Radiator number ${n}.`,
      price: 50 + n,
    });
  }
  f = { admin, seller, buyer, stock, photoPost, title: `2011 Honda - Civic Alternator ${stock}-1`, count };
});

test.afterAll(async () => {
  for (const api of [f?.admin, f?.seller.api, f?.buyer.api]) await api?.dispose();
});

// No autoplay: the photo shown stays the one the test looks at.
test.use({ reducedMotion: 'reduce' });

interface TSize {
  width: number;
  height: number;
}

/** The size a photo is drawn at inside its box (object-fit: contain, or a box of its own shape). */
function drawnSize(img: Locator): Promise<TSize> {
  return img.evaluate((el: HTMLImageElement) => {
    const box = el.getBoundingClientRect();
    const scale = Math.min(box.width / el.naturalWidth, box.height / el.naturalHeight);
    return { width: el.naturalWidth * scale, height: el.naturalHeight * scale };
  });
}

const preview = (page: Page) => page.getByRole('dialog', { name: 'Image Preview' });
const previewPhoto = (page: Page, n: number) =>
  preview(page).getByRole('img', { name: `Photo ${n} of 3: ${f.title}` });

/** Opens the post, enlarges its first photo: larger than inline, and it fills the screen's shorter side. */
async function enlargeAndMeasure(page: Page) {
  await page.goto(`/view/${f.photoPost}`);
  await expect(page.getByRole('heading', { level: 1, name: f.title })).toBeVisible();
  const inline = page.getByRole('img', { name: `Photo 1 of 3: ${f.title}` });
  await expect(inline).toBeVisible();
  await expect
    .poll(() => inline.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeTruthy();
  const small = await drawnSize(inline);

  const enlarge = page.getByRole('button', { name: 'Enlarge photo 1' });
  await enlarge.click();
  const big = previewPhoto(page, 1);
  await expect(big).toBeVisible();
  await expect
    .poll(() => big.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeTruthy();
  await expect(preview(page).getByText('Photo 1 of 3', { exact: true })).toBeVisible();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const large = await drawnSize(big);
  expect(large.width).toBeGreaterThan(small.width);
  expect(large.height).toBeGreaterThan(small.height);
  // The photo (4:3) reaches the screen's shorter side: the height on a laptop, the width on a phone.
  const shorter =
    viewport.width < viewport.height ? large.width / viewport.width : large.height / viewport.height;
  expect(shorter).toBeGreaterThan(0.97);
  expect(large.width).toBeLessThanOrEqual(viewport.width + 1);
  expect(large.height).toBeLessThanOrEqual(viewport.height + 1);
  return enlarge;
}

async function closeWithEscape(page: Page, enlarge: Locator) {
  await page.keyboard.press('Escape');
  await expect(preview(page)).toHaveCount(0);
  await expect(enlarge).toBeFocused();
}

test('the enlarged photo fills the screen, pages through the post’s photos, and Escape closes it', async ({
  page,
}) => {
  const enlarge = await enlargeAndMeasure(page);
  await expectAccessible(page);
  await preview(page).getByRole('button', { name: 'Next photo' }).click();
  await expect(previewPhoto(page, 2)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(previewPhoto(page, 3)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(previewPhoto(page, 1)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(previewPhoto(page, 3)).toBeVisible();
  await preview(page).getByRole('button', { name: 'Previous photo' }).click();
  await expect(previewPhoto(page, 2)).toBeVisible();
  await closeWithEscape(page, enlarge);
});

test('on a phone the enlarged photo fills the width and a swipe changes it @phone', async ({ page }) => {
  const enlarge = await enlargeAndMeasure(page);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: 300 }] });
  // A swipe to the left shows the next photo; to the right, the one before.
  await touch('touchStart', 320);
  await touch('touchMove', 240);
  await touch('touchMove', 90);
  await touch('touchEnd', 90);
  await expect(previewPhoto(page, 2)).toBeVisible();
  await touch('touchStart', 80);
  await touch('touchMove', 160);
  await touch('touchMove', 310);
  await touch('touchEnd', 310);
  await expect(previewPhoto(page, 1)).toBeVisible();
  await preview(page).getByRole('button', { name: 'Next photo' }).tap();
  await expect(previewPhoto(page, 2)).toBeVisible();
  await closeWithEscape(page, enlarge);
});

/** The search for this spec's posts, every one of them on the page. */
async function searchOurs(page: Page) {
  await page.goto(`/?q=${encodeURIComponent(f.stock)}`);
  const cards = page.getByRole('region', { name: 'Search results' }).getByRole('article');
  await expect(cards).toHaveCount(f.count);
  return cards;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a post opens at its top, Back returns where one was, and a typed address opens at the top', async ({
  page,
}) => {
  const cards = await searchOurs(page);
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(300);
  await last.getByRole('link', { name: /^20\d\d Honda - Civic/ }).click();
  await expect(page).toHaveURL(/\/view\/\d+\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(cards).toHaveCount(f.count);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 40);
  expect(await scrollY(page)).toBeLessThan(left + 40);

  // An address opened from the address bar, with the list still scrolled down.
  await page.goto(`/view/${f.photoPost}`);
  await expect(page.getByRole('heading', { level: 1, name: f.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'More from this seller' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

const bar = (page: Page) => page.getByTestId('post-contact-bar');

test('on a phone the price and Contact Seller stay at the screen’s bottom, covering nothing @phone', async ({
  page,
}) => {
  // A visitor's Contact Seller signs in first, as the page's button did.
  await page.goto(`/view/${f.photoPost}`);
  await expect(page.getByRole('heading', { level: 1, name: f.title })).toBeVisible();
  await expect(bar(page).getByRole('link', { name: 'Contact Seller' })).toHaveAttribute(
    'href',
    new RegExp(`^/auth\\?redirect=/messages/${f.seller.username}%3Fpost%3D${f.photoPost}$`),
  );

  await signInAt(page, base(), f.buyer.email, PASSWORD);
  await page.goto(`/view/${f.photoPost}`);
  await expect(page.getByRole('heading', { level: 1, name: f.title })).toBeVisible();
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toContainText('$120.00');
  // One Contact Seller: the bar's.
  await expect(page.getByRole('link', { name: 'Contact Seller' })).toHaveCount(1);
  const height = page.viewportSize()?.height ?? 0;
  const atBottom = async () => {
    const box = await bar(page).boundingBox();
    return Math.round((box?.y ?? 0) + (box?.height ?? 0));
  };
  await expect.poll(atBottom).toBe(height);
  await expectAccessible(page);

  // At the page's end the last line shows above the bar: the page keeps the bar's height free.
  const barHeight = Math.round((await bar(page).boundingBox())?.height ?? 0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--py-bottom-bar-height'),
      ),
    )
    .toBe(`${barHeight}px`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(atBottom).toBe(height);
  const footerEnd = await page.getByRole('contentinfo').evaluate((el) => el.getBoundingClientRect().bottom);
  expect(footerEnd).toBeLessThanOrEqual(height - barHeight + 1);

  await bar(page).getByRole('link', { name: 'Contact Seller' }).click();
  await expect(page).toHaveURL(`${base()}/messages/${f.seller.username}?post=${f.photoPost}`);
  // Another page: no bar, and nothing kept for it.
  await expect(bar(page)).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--py-bottom-bar-height'),
    ),
  ).toBe('');
});

test('the seller’s own post: no bottom bar on a phone, and More from this seller offers Edit, not Report @phone', async ({
  page,
}) => {
  await signInAt(page, base(), f.seller.email, PASSWORD);
  await page.goto(`/view/${f.photoPost}`);
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
});

test('the seller’s own post: More from this seller offers Edit on each card, never Report; no bar on a desktop', async ({
  page,
}) => {
  await page.goto(`/view/${f.photoPost}`);
  await expect(page.getByRole('link', { name: 'Contact Seller' })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);

  await signInAt(page, base(), f.seller.email, PASSWORD);
  await page.goto(`/view/${f.photoPost}`);
  const more = page.getByRole('region', { name: 'More from this seller' });
  const cards = more.getByRole('article');
  await expect(cards).toHaveCount(Math.min(6, f.count - 1));
  await expect(more.getByRole('link', { name: /^Edit / })).toHaveCount(Math.min(6, f.count - 1));
  await expect(more.getByRole('link', { name: /^Report / })).toHaveCount(0);

  // A buyer sees Report on the same cards.
  await page.context().clearCookies();
  await signInAt(page, base(), f.buyer.email, PASSWORD);
  await page.goto(`/view/${f.photoPost}`);
  await expect(
    page.getByRole('region', { name: 'More from this seller' }).getByRole('link', { name: /^Report / }),
  ).toHaveCount(Math.min(6, f.count - 1));
});
