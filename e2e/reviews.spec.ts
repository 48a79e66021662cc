import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAt, uniqueUsername } from './support/accounts';
import {
  createPostApi,
  createUserAs,
  signInAdminApi,
  type TApiUser,
  TORONTO,
  VANCOUVER,
} from './support/listings';
import { expectPainted, lookAt } from './support/paint';
import { expect, expectAccessible, test } from './support/test';

// Reputation: a buyer asks a seller about a post, the seller answers, and each rates the
// other from the conversation; both reviews show on the seller pages with the average; the seller
// answers the buyer's review in public. On the run's shared server, with accounts of its own.

let admin: APIRequestContext;
const base = () => process.env.E2E_BASE_URL ?? '';
const apis: APIRequestContext[] = [];
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  admin = await signInAdminApi(base());
  apis.push(admin);
});

test.afterAll(async () => {
  for (const api of apis.splice(0)) await api.dispose();
  for (const context of contexts.splice(0)) await context.close();
});

async function signedIn(browser: Browser, user: TApiUser): Promise<Page> {
  const context = await browser.newContext({ baseURL: base() });
  contexts.push(context);
  const page = await context.newPage();
  await signInAt(page, base(), user.email);
  return page;
}

const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message to ${name}` });
const log = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });
const reputation = (page: Page) => page.getByRole('region', { name: 'Reputation' });

const pressKey = (page: Page, key: string) => page.keyboard.press(key);

// The stars as drawn: Mantine's Rating draws each in a .mantine-Rating-symbolGroup (no role: the
// radios a screen reader uses are hidden inputs, which is how invisible stars passed every test).
const drawnStars = (dialog: Locator) => dialog.locator('.mantine-Rating-symbolGroup');

/** How many of the drawn stars are filled (yellow), read from one screenshot of the dialog. */
async function filledStars(dialog: Locator): Promise<number> {
  const area = await dialog.boundingBox();
  const boxes = await Promise.all((await drawnStars(dialog).all()).map((star) => star.boundingBox()));
  if (!area) throw new Error('the dialog has no box');
  const { data, info } = await sharp(await dialog.screenshot({ scale: 'css', animations: 'disabled' }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let filled = 0;
  for (const box of boxes) {
    if (!box) continue;
    let yellow = 0;
    for (let y = Math.ceil(box.y - area.y); y < box.y - area.y + box.height; y += 1)
      for (let x = Math.ceil(box.x - area.x); x < box.x - area.x + box.width; x += 1) {
        const i = (y * info.width + x) * 3;
        const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
        if (r > 200 && g > 120 && r - b > 120) yellow += 1;
      }
    if (yellow > (box.width * box.height) / 5) filled += 1;
  }
  return filled;
}

/**
 * The Rate dialog's five stars as a person sees them: one row of star-sized boxes (a 1.75rem star,
 * 28 px), each drawn, none filled yet; and the whole dialog drawn (e2e/support/paint.ts).
 */
async function expectStarsDrawn(page: Page, dialog: Locator) {
  const stars = drawnStars(dialog);
  await expect(stars).toHaveCount(5);
  const boxes = await Promise.all((await stars.all()).map((star) => star.boundingBox()));
  let right = 0;
  for (const [i, box] of boxes.entries()) {
    expect(box, `star ${i + 1} has a box`).not.toBeNull();
    if (!box) continue;
    expect(box.width, `star ${i + 1}'s width`).toBeGreaterThanOrEqual(20);
    expect(box.width, `star ${i + 1}'s width`).toBeLessThanOrEqual(48);
    expect(box.height, `star ${i + 1}'s height`).toBeGreaterThanOrEqual(20);
    expect(box.height, `star ${i + 1}'s height`).toBeLessThanOrEqual(48);
    expect(Math.abs(box.y - (boxes[0]?.y ?? 0)), `star ${i + 1} is on the first star's row`).toBeLessThan(2);
    expect(box.x, `star ${i + 1} is right of the one before`).toBeGreaterThanOrEqual(right - 1);
    right = box.x + box.width;
  }
  const look = await lookAt(page);
  expect(look.judged.filter((label) => /^star \d of .*Your rating/.test(label))).toHaveLength(5);
  expect(look.findings, 'what is not drawn as it should be in the Rate dialog').toEqual([]);
}

/**
 * Rates from the open conversation: the stars by a click on the one meant (as a person picks what
 * they see) or by keyboard, a text, Send review.
 */
async function rateFromConversation(
  page: Page,
  name: string,
  stars: number,
  text: string,
  by: 'click' | 'keyboard',
) {
  await page.getByRole('button', { name: `Rate ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rate ${name}` });
  await expect(dialog).toBeVisible();
  await expectStarsDrawn(page, dialog);
  await expect.poll(() => filledStars(dialog)).toBe(0);
  const star = dialog.getByRole('radio', { name: `${stars} stars` });
  if (by === 'click') {
    await drawnStars(dialog)
      .nth(stars - 1)
      .click();
    await expect(star).toBeChecked();
    // What the dialog shows once the pointer has left the stars: the stars picked, filled.
    await page.mouse.move(0, 0);
    await expect.poll(() => filledStars(dialog)).toBe(stars);
  } else {
    // The keyboard: Space on the first star, then the arrow keys; Enter does not send the form.
    const first = dialog.getByRole('radio', { name: '1 star' });
    await first.focus();
    await first.press('Space');
    await expect(first).toBeChecked();
    for (let i = 1; i < stars; i += 1) await pressKey(page, 'ArrowRight');
    await expect(star).toBeChecked();
    await expect(star).toBeFocused();
    await star.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(star).toBeChecked();
    await expect.poll(() => filledStars(dialog)).toBe(stars);
  }
  await dialog.getByRole('textbox', { name: 'Your review (optional)' }).fill(text);
  await expect(dialog).toContainText(`${text.length} / 500 characters`);
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByText(`Your review of ${name} is published.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Now it can be changed for 7 days.
  await expect(page.getByRole('button', { name: 'Edit your review' })).toBeVisible();
}

test('buyer and seller rate each other after a conversation; the reviews, the average and the answer show on their pages', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const seller = await createUserAs(admin, base(), uniqueUsername('rvsell'), VANCOUVER);
  const buyer = await createUserAs(admin, base(), uniqueUsername('rvbuy'), TORONTO);
  apis.push(seller.api, buyer.api);
  const stock = uniqueUsername('RV').toUpperCase();
  const postId = await createPostApi(seller.api, {
    year: 2011,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: stock,
    description: 'Alternator, tested.',
    price: 120,
  });
  const title = `2011 Honda - Civic Alternator ${stock}`;

  // The buyer asks about the post from its page's Contact Seller.
  const buyerPage = await signedIn(browser, buyer);
  await buyerPage.goto(`/messages/${seller.username}?post=${postId}`);
  await composer(buyerPage, seller.username).fill('Is the alternator still available?');
  await composer(buyerPage, seller.username).press('Enter');
  await expect(log(buyerPage, seller.username).getByText('Is the alternator still available?')).toBeVisible();
  // Only one side wrote: no Rate yet.
  await expect(buyerPage.getByRole('button', { name: `Rate ${seller.username}` })).toHaveCount(0);

  // The seller answers in their conversation.
  const sellerPage = await signedIn(browser, seller);
  await sellerPage.goto(`/messages/${buyer.username}`);
  await expect(log(sellerPage, buyer.username).getByText('Is the alternator still available?')).toBeVisible();
  await composer(sellerPage, buyer.username).fill('Yes, come by on Saturday.');
  await composer(sellerPage, buyer.username).press('Enter');
  await expect(log(sellerPage, buyer.username).getByText('Yes, come by on Saturday.')).toBeVisible();

  // The answer arrives live in the buyer's tab, and with it Rate.
  await expect(log(buyerPage, seller.username).getByText('Yes, come by on Saturday.')).toBeVisible();
  // The buyer clicks the 4th star: the review records 4 (the seller's page says 4.0 below).
  await rateFromConversation(buyerPage, seller.username, 4, 'Part as described, friendly seller.', 'click');
  await expectAccessible(buyerPage);
  await sellerPage.reload();
  await rateFromConversation(sellerPage, buyer.username, 5, 'On time, paid in cash.', 'keyboard');

  // The seller's page: the average, the count, the facts and the buyer's review.
  await buyerPage.goto(`/user-profile/${seller.id}`);
  const sellerRep = reputation(buyerPage);
  await expect(sellerRep).toContainText('4.0 (1 review)');
  await expect(sellerRep).toContainText('Member since');
  await expect(sellerRep).toContainText('Email verified');
  await expect(sellerRep).toContainText('Part as described, friendly seller.');
  await expect(sellerRep).toContainText(`By ${buyer.username}`);
  await expect(sellerRep).toContainText(`For ${title}`);
  // The buyer cannot answer a review of someone else.
  await expect(sellerRep.getByRole('button', { name: 'Answer' })).toHaveCount(0);
  // Its stars (the average's and the review's) are drawn, as is everything else on the page.
  await expectPainted(buyerPage, { where: "the seller's page" });

  // The buyer's page shows the seller's review of them.
  await buyerPage.goto(`/user-profile/${buyer.id}`);
  await expect(reputation(buyerPage)).toContainText('5.0 (1 review)');
  await expect(reputation(buyerPage)).toContainText('On time, paid in cash.');

  // The seller answers the buyer's review on their own page, once.
  await sellerPage.goto(`/user-profile/${seller.id}`);
  const own = reputation(sellerPage);
  await own.getByRole('button', { name: 'Answer' }).click();
  await own.getByRole('textbox', { name: 'Your public answer' }).fill('Thanks, enjoy the Civic!');
  await own.getByRole('button', { name: 'Send answer' }).click();
  await expect(sellerPage.getByText('Your answer is published.')).toBeVisible();
  await expect(own).toContainText(`Answer from ${seller.username}`);
  await expect(own).toContainText('Thanks, enjoy the Civic!');
  await expect(own.getByRole('button', { name: 'Answer' })).toHaveCount(0);

  // Anyone sees the answer; the page with reviews is accessible.
  await buyerPage.goto(`/user-profile/${seller.id}`);
  await expect(reputation(buyerPage)).toContainText('Thanks, enjoy the Civic!');
  await expectAccessible(buyerPage);

  // The post page's seller block carries the same reputation.
  await buyerPage.goto(`/view/${postId}`);
  await expect(reputation(buyerPage)).toContainText('4.0 (1 review)');
  await expectPainted(buyerPage, { where: "the post page's reputation box" });
});
