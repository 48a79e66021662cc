import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { createOutboxMailer } from '../server/adapters/mail/outbox';
import { PASSWORD, signInAt, uniqueUsername } from './support/accounts';
import { en } from './support/french';
import {
  createPostApi,
  createUserAs,
  saveProfile,
  signInApi,
  type TApiUser,
  TORONTO,
  VANCOUVER,
} from './support/listings';
import { startServer, type TTestServer } from './support/server';
import { expect, expectAccessible, test } from './support/test';

// Messages between a buyer and a seller, each in a browser of their own, on a server of this
// spec's own (offline emails after 2 s, so the email journey runs in the test's time).
let server: TTestServer;
let admin: APIRequestContext;
let seller: TApiUser;
let buyer: TApiUser;
let blocker: TApiUser;
let postId = 0;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // A server of its own and its data: minutes on a busy machine.
  test.setTimeout(300_000);
  server = await startServer({ MESSAGE_MAIL_DELAY_SECONDS: '2' });
  admin = await signInApi(server.baseUrl, server.adminEmail, server.adminPassword);
  await saveProfile(admin, 'yardadmin', TORONTO);
  seller = await createUserAs(admin, server.baseUrl, 'sellsam', VANCOUVER);
  buyer = await createUserAs(admin, server.baseUrl, 'buyerbea', TORONTO);
  blocker = await createUserAs(admin, server.baseUrl, 'quietquinn', TORONTO);
  postId = await createPostApi(seller.api, {
    year: 2010,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: 'MSG-1',
    description: 'Alternator in good shape.',
    price: 120,
  });
});

test.afterAll(async () => {
  for (const api of [admin, seller?.api, buyer?.api, blocker?.api]) await api?.dispose();
  await server?.stop();
});

async function signedInPage(browser: Browser, email: string, password = PASSWORD) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, server.baseUrl, email, password);
  return { context, page };
}

const messageLog = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });
const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message to ${name}` });
const contacts = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });
const accountButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}`) });

test('a buyer messages a seller from the post; each sees the other live, and the unread badge rises and clears', async ({
  browser,
}) => {
  let buyerCtx: BrowserContext | undefined;
  let sellerCtx: BrowserContext | undefined;
  try {
    const b = await signedInPage(browser, buyer.email);
    buyerCtx = b.context;
    const s = await signedInPage(browser, seller.email);
    sellerCtx = s.context;

    // The seller waits on the home page, with no unread message.
    await expect(accountButton(s.page, 'sellsam')).toHaveAccessibleName('sellsam');

    // The buyer opens the post and presses Contact Seller: a first message to a new contact.
    await b.page.goto(`${server.baseUrl}/view/${postId}`);
    await b.page.getByRole('link', { name: 'Contact Seller' }).click();
    await expect(b.page).toHaveURL(`${server.baseUrl}/messages/sellsam?post=${postId}`);
    await expect(b.page.getByText('No messages yet. Say hello to sellsam!')).toBeVisible();
    await expectAccessible(b.page);

    // An empty message is refused with the spec's words.
    await b.page.getByRole('button', { name: 'Send' }).click();
    await expect(
      b.page.getByRole('alert').filter({ hasText: 'Please enter a message to send!' }),
    ).toBeVisible();

    await composer(b.page, 'sellsam').fill('Is the alternator still available?');
    await composer(b.page, 'sellsam').press('Enter');
    await expect(messageLog(b.page, 'sellsam').getByText('Is the alternator still available?')).toBeVisible();
    await expect(composer(b.page, 'sellsam')).toHaveValue('');
    await expect(contacts(b.page).getByRole('link', { name: /sellsam/ })).toBeVisible();

    // The seller's badge rises without a reload.
    await expect(accountButton(s.page, 'sellsam')).toHaveAccessibleName('sellsam, Messages (1 unread)');
    await accountButton(s.page, 'sellsam').click();
    await s.page.getByRole('menuitem', { name: /Messages/ }).click();
    await expect(s.page).toHaveURL(`${server.baseUrl}/messages`);
    await expect(s.page.getByText('Select a Conversation')).toBeVisible();
    const fromBuyer = contacts(s.page).getByRole('link', { name: /buyerbea/ });
    await expect(fromBuyer).toContainText('Is the alternator still available?');
    await expect(fromBuyer.getByLabel('1 unread message')).toBeVisible();
    await expectAccessible(s.page);

    // Opening the conversation reads it: the badge clears.
    await fromBuyer.click();
    await expect(s.page).toHaveURL(`${server.baseUrl}/messages/buyerbea`);
    await expect(
      messageLog(s.page, 'buyerbea').getByText('Is the alternator still available?'),
    ).toBeVisible();
    await expect(accountButton(s.page, 'sellsam')).toHaveAccessibleName('sellsam');

    // The seller answers with the Send button; the buyer sees it arrive live.
    await composer(s.page, 'buyerbea').fill('Yes!\nPickup in Vancouver.');
    await s.page.getByRole('button', { name: 'Send' }).click();
    await expect(messageLog(b.page, 'sellsam').getByText('Pickup in Vancouver.')).toBeVisible();
    await expect(messageLog(b.page, 'sellsam').getByRole('listitem')).toHaveCount(2);
    // The buyer had the conversation open, so nothing is left unread for them.
    await expect(accountButton(b.page, 'buyerbea')).toHaveAccessibleName('buyerbea');

    // Text stays text: markup sent is shown as typed and never runs.
    await composer(b.page, 'sellsam').fill('<img src=x onerror="document.title=1">');
    await composer(b.page, 'sellsam').press('Enter');
    await expect(
      messageLog(s.page, 'buyerbea').getByText('<img src=x onerror="document.title=1">'),
    ).toBeVisible();
    await expect(messageLog(s.page, 'buyerbea').locator('img')).toHaveCount(0);
    await expectAccessible(s.page);
  } finally {
    await buyerCtx?.close();
    await sellerCtx?.close();
  }
});

test('a visitor on /messages gets the sign-in form and then their messages on the same page', async ({
  browser,
}) => {
  // Its own message: a test of its own does not lean on what the first test sent.
  const sent = await buyer.api.post('/api/messages', {
    data: { receiver_id: seller.id, content: 'Can you ship it to Toronto?' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/messages/sellsam`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(buyer.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/messages/sellsam`);
    await expect(messageLog(page, 'sellsam').getByText('Can you ship it to Toronto?')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a message to someone away is emailed once, and its link opens the conversation', async ({
  browser,
}) => {
  // The admin has no tab open: buyer writes twice, one email comes.
  for (const content of ['Hello admin, one question.', 'And a second one.']) {
    const res = await buyer.api.post('/api/messages', {
      data: { receiver_id: await idOf('yardadmin'), content },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const outbox = createOutboxMailer(path.join(server.dataDir, 'outbox'), () => {});
  const adminMails = async () => (await outbox.list()).filter((m) => m.to === server.adminEmail);
  await expect.poll(async () => (await adminMails()).length).toBe(1);
  const [mail] = await adminMails();
  expect(mail?.subject).toBe('New message from buyerbea on PartsYard');
  expect(mail?.text).toContain('Hello admin, one question.');
  expect(mail?.text).not.toContain(buyer.email);
  const link = mail?.links.find((l) => l.includes('/messages/'));
  expect(link).toBe(`${server.baseUrl}/messages/buyerbea`);

  const a = await signedInPage(browser, server.adminEmail, server.adminPassword);
  try {
    await a.page.goto(link ?? '');
    await expect(messageLog(a.page, 'buyerbea').getByText('And a second one.')).toBeVisible();
  } finally {
    await a.context.close();
  }
});

test('a user blocks another from the conversation and unblocks them in Account Settings', async ({
  browser,
}) => {
  const res = await buyer.api.post('/api/messages', {
    data: { receiver_id: blocker.id, content: 'Do you sell tires?' },
  });
  expect(res.status()).toBe(200);
  const q = await signedInPage(browser, blocker.email);
  const b = await signedInPage(browser, buyer.email);
  try {
    await q.page.goto(`${server.baseUrl}/messages/buyerbea`);
    await q.page.getByRole('button', { name: 'Block' }).click();
    await q.page
      .getByRole('dialog', { name: 'Block buyerbea?' })
      .getByRole('button', { name: 'Block' })
      .click();
    await expect(q.page).toHaveURL(`${server.baseUrl}/messages`);
    await expect(q.page.getByText('buyerbea is blocked.')).toBeVisible();
    await expect(contacts(q.page).getByRole('link', { name: /buyerbea/ })).toHaveCount(0);

    // The blocked buyer is told why the message did not go, and keeps the text.
    await b.page.goto(`${server.baseUrl}/messages/quietquinn`);
    await composer(b.page, 'quietquinn').fill('Hello?');
    await composer(b.page, 'quietquinn').press('Enter');
    await expect(b.page.getByRole('alert')).toContainText('This user is not accepting messages from you.');
    await expect(composer(b.page, 'quietquinn')).toHaveValue('Hello?');

    await q.page.goto(`${server.baseUrl}/profile`);
    const blocked = q.page.getByRole('region', { name: 'Blocked users' });
    await expect(blocked.getByText('buyerbea')).toBeVisible();
    await expectAccessible(q.page);
    await blocked.getByRole('button', { name: 'Unblock buyerbea' }).click();
    await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible();

    await b.page.getByRole('button', { name: 'Send' }).click();
    await expect(messageLog(b.page, 'quietquinn').getByText('Hello?')).toBeVisible();
  } finally {
    await q.context.close();
    await b.context.close();
  }
});

test('on a phone, Show/Hide Conversations switches between the list and the chat @phone', async ({
  page,
}) => {
  const res = await buyer.api.post('/api/messages', {
    data: { receiver_id: seller.id, content: 'Still there?' },
  });
  expect(res.status()).toBe(200);
  await signInAt(page, server.baseUrl, seller.email);

  await page.goto(`${server.baseUrl}/messages/buyerbea`);
  await expect(messageLog(page, 'buyerbea')).toBeVisible();
  await expect(contacts(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Conversations' }).click();
  await expect(contacts(page)).toBeVisible();
  await expect(messageLog(page, 'buyerbea')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Hide Conversations' }).click();
  await expect(messageLog(page, 'buyerbea')).toBeVisible();

  await page.getByRole('button', { name: 'Show Conversations' }).click();
  await contacts(page)
    .getByRole('link', { name: /buyerbea/ })
    .click();
  await expect(messageLog(page, 'buyerbea')).toBeVisible();
  await composer(page, 'buyerbea').fill('Sent from my phone');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messageLog(page, 'buyerbea').getByText('Sent from my phone')).toBeVisible();
});

/**
 * A conversation longer than the screen opens at its newest message, fully in view; a message the
 * other sends arrives in view; and the empty message box is one line high, with a short placeholder.
 */
async function longConversationOpensAtTheNewest(page: Page) {
  const tag = test.info().project.name.slice(0, 2);
  const reader = await createUserAs(admin, server.baseUrl, uniqueUsername(`rd${tag}`), TORONTO);
  const writer = await createUserAs(admin, server.baseUrl, uniqueUsername(`wr${tag}`), VANCOUVER);
  try {
    // 20 messages of three lines each, the two taking turns (under the sending limit of each).
    for (let n = 1; n <= 20; n += 1) {
      const [from, to] = n % 2 ? [writer, reader] : [reader, writer];
      const res = await from.api.post('/api/messages', {
        data: { receiver_id: to.id, content: `Message ${n}\nabout the alternator\nstill for sale?` },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await signInAt(page, server.baseUrl, reader.email);
    await page.goto(`${server.baseUrl}/messages/${writer.username}`);
    const log = messageLog(page, writer.username);
    // Each message's three lines are one text: the newest one whole, the oldest loaded.
    await expect(log.getByText(/^Message 1\s/)).toBeAttached();
    await expect(log.getByText(/^Message 20\s/)).toBeInViewport({ ratio: 1 });

    // The box is one line until typed into, its placeholder on that line.
    const box = composer(page, writer.username);
    await expect(box).toHaveAttribute('placeholder', en('messages.placeholder'));
    const lines = () =>
      box.evaluate((el) => {
        const css = getComputedStyle(el);
        const inner = el.clientHeight - parseFloat(css.paddingTop) - parseFloat(css.paddingBottom);
        return Math.round(inner / parseFloat(css.lineHeight));
      });
    await expect.poll(lines).toBe(1);

    // A message from the other arrives in view.
    const res = await writer.api.post('/api/messages', {
      data: { receiver_id: reader.id, content: 'Message 21\nanswer when you can' },
    });
    expect(res.status(), await res.text()).toBe(200);
    await expect(log.getByText(/^Message 21\s/)).toBeInViewport({ ratio: 1 });
    await expect.poll(lines).toBe(1);
  } finally {
    await reader.api.dispose();
    await writer.api.dispose();
  }
}

test('a conversation longer than the screen opens at the newest message, which stays in view', async ({
  page,
}) => {
  await longConversationOpensAtTheNewest(page);
});

test('on a phone a long conversation opens at the newest message, with a one-line box @phone', async ({
  page,
}) => {
  await longConversationOpensAtTheNewest(page);
});

async function idOf(username: string): Promise<string> {
  const res = await buyer.api.post('/api/get-user-id', { data: { username } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}
