import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { signInAt, uniqueUsername } from './support/accounts';
import {
  createPostApi,
  createUserAs,
  signInAdminApi,
  type TApiUser,
  TORONTO,
  VANCOUVER,
} from './support/listings';
import { testPhoto } from './support/photos';
import { expect, expectAccessible, test } from './support/test';

// A conversation started from a post shows that post at the top and beside the first
// message about it, on the buyer's side and, live, on the seller's; the seller's contacts say
// which post each buyer asks about. On the run's shared server, with accounts of each test's own
// (the desktop and phone projects both run this file).

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
});

interface TScene {
  seller: TApiUser;
  buyer: TApiUser;
  other: TApiUser;
  alternator: { id: number; title: string };
  radiator: { id: number; title: string };
}

/** A seller with two posts; another buyer already asked about the radiator. */
async function scene(): Promise<TScene> {
  const [seller, buyer, other] = [
    await createUserAs(admin, base(), uniqueUsername('mpsell'), VANCOUVER),
    await createUserAs(admin, base(), uniqueUsername('mpbuy'), TORONTO),
    await createUserAs(admin, base(), uniqueUsername('mpoth'), TORONTO),
  ];
  apis.push(seller.api, buyer.api, other.api);
  const stock = uniqueUsername('MP').toUpperCase();
  const alternator = await createPostApi(seller.api, {
    year: 2011,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: `${stock}-A`,
    description: 'Alternator, tested.',
    price: 120,
    photos: [await testPhoto('alternator.png', '#c05020')],
  });
  const radiator = await createPostApi(seller.api, {
    year: 2012,
    vehicle: 'Honda - Civic',
    part: 'Radiator',
    stock_number: `${stock}-R`,
    description: 'Radiator, no leaks.',
    price: 80,
  });
  const asked = await other.api.post('/api/messages', {
    data: { receiver_id: seller.id, content: 'Is the radiator still there?', post_id: radiator },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  return {
    seller,
    buyer,
    other,
    alternator: { id: alternator, title: `2011 Honda - Civic Alternator ${stock}-A` },
    radiator: { id: radiator, title: `2012 Honda - Civic Radiator ${stock}-R` },
  };
}

/** A browser of the user's own, at the project's size (desktop or phone), signed in. */
async function signedIn(browser: Browser, user: TApiUser): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({
    baseURL: base(),
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
  contexts.push(context);
  const page = await context.newPage();
  await signInAt(page, base(), user.email);
  return page;
}

const topPost = (page: Page) => page.getByRole('region', { name: 'The post this conversation is about' });
const log = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });
const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message to ${name}` });
const contacts = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });

/** The journey, its browsers closed however it ends. */
async function journey(browser: Browser, phone: boolean) {
  try {
    await steps(browser, phone);
  } finally {
    for (const context of contexts.splice(0)) await context.close();
  }
}

async function steps(browser: Browser, phone: boolean) {
  const s = await scene();
  const { seller, buyer, alternator, radiator } = s;

  // The seller has the conversation with the buyer open, still empty.
  const sellerPage = await signedIn(browser, seller);
  await sellerPage.goto(`/messages/${buyer.username}`);
  await expect(sellerPage.getByText(`No messages yet. Say hello to ${buyer.username}!`)).toBeVisible();

  // The buyer opens the alternator and presses Contact Seller: the conversation opens about it.
  const buyerPage = await signedIn(browser, buyer);
  await buyerPage.goto(`/view/${alternator.id}`);
  await buyerPage.getByRole('link', { name: 'Contact Seller' }).click();
  await expect(buyerPage).toHaveURL(`${base()}/messages/${seller.username}?post=${alternator.id}`);
  const top = topPost(buyerPage);
  await expect(top.getByRole('link', { name: alternator.title })).toHaveAttribute(
    'href',
    `/view/${alternator.id}/2011-honda-civic-alternator`,
  );
  await expect(top).toContainText('$120.00');
  await expect(top.locator('img')).toBeVisible();
  await expect(top).toBeInViewport();
  await expectAccessible(buyerPage);

  // The first message carries the post: the post is marked beside it.
  await composer(buyerPage, seller.username).fill('Is the alternator still available?');
  await composer(buyerPage, seller.username).press('Enter');
  const buyerLog = log(buyerPage, seller.username);
  await expect(buyerLog.getByText('Is the alternator still available?')).toBeVisible();
  await expect(buyerLog.getByRole('link', { name: alternator.title })).toHaveCount(1);
  await expect(buyerPage).toHaveURL(`${base()}/messages/${seller.username}`);
  await expect(top.getByRole('link', { name: alternator.title })).toBeVisible();

  // The seller sees the same without a reload: the post on top and beside the first message.
  const sellerLog = log(sellerPage, buyer.username);
  await expect(sellerLog.getByText('Is the alternator still available?')).toBeVisible();
  await expect(sellerLog.getByRole('link', { name: alternator.title })).toHaveAttribute(
    'href',
    `/view/${alternator.id}/2011-honda-civic-alternator`,
  );
  await expect(topPost(sellerPage).getByRole('link', { name: alternator.title })).toBeVisible();
  await expectAccessible(sellerPage);

  // A second message is part of the same conversation: no second mark.
  await composer(buyerPage, seller.username).fill('Can you ship it to Toronto?');
  await composer(buyerPage, seller.username).press('Enter');
  await expect(sellerLog.getByText('Can you ship it to Toronto?')).toBeVisible();
  await expect(sellerLog.getByRole('link', { name: alternator.title })).toHaveCount(1);

  // The seller's contacts say which post each buyer asks about.
  if (phone) await sellerPage.getByRole('button', { name: 'Show Conversations' }).click();
  const list = contacts(sellerPage);
  await expect(list.getByRole('link', { name: new RegExp(buyer.username) })).toContainText(
    `About: ${alternator.title}`,
  );
  const otherContact = list.getByRole('link', { name: new RegExp(s.other.username) });
  await expect(otherContact).toContainText(`About: ${radiator.title}`);

  // The other conversation is about the radiator (no photo: a placeholder).
  await otherContact.click();
  await expect(topPost(sellerPage).getByRole('link', { name: radiator.title })).toBeVisible();
  await expect(topPost(sellerPage)).toContainText('$80.00');
  const otherLog = log(sellerPage, s.other.username);
  await expect(otherLog.getByText('Is the radiator still there?')).toBeVisible();
  await expect(otherLog.getByRole('link', { name: radiator.title })).toHaveCount(1);
  await expectAccessible(sellerPage);

  // The mark leads to the post's page.
  await otherLog.getByRole('link', { name: radiator.title }).click();
  await expect(sellerPage).toHaveURL(`${base()}/view/${radiator.id}/2012-honda-civic-radiator`);
  await expect(sellerPage.getByRole('heading', { level: 1 })).toHaveText(radiator.title);
}

test('a buyer messages the seller from a post; both see the post on top and beside the first message', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await journey(browser, false);
});

test('on a phone: the post on top and beside the first message, on both sides @phone', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await journey(browser, true);
});
