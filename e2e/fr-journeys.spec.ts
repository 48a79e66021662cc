import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { PASSWORD, uniqueUsername } from './support/accounts';
import {
  createFrenchUser,
  en,
  expectFrench,
  fr,
  frenchContext,
  frenchPrice,
  frPart,
  frPattern,
  signInFrench,
} from './support/french';
import { createPostApi, signInAdminApi, type TApiUser, TORONTO, type TPlace } from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// The journeys people make, in Canadian French, in a browser whose language is fr-CA:
// search by a part's French name with French prices and distances, a post's page (its map, the
// favourite star), messages between a buyer and a seller, the language setting, the dashboard. Every
// page is checked by axe in French, with <html lang="fr-CA">. The words come from the translation
// files (support/french.ts): a missing translation fails. On the run's shared server, with accounts
// made by its admin (sign-ups are limited per address) and a made-up word so only these posts match.
// Creating a post through the paid checkout is fr-selling.spec.ts (a server whose fee is charged).

const base = () => process.env.E2E_BASE_URL ?? '';
const MONTREAL: TPlace = {
  city: 'Montréal',
  state: 'QC',
  zip: 'H2X',
  country: 'Canada',
  lat: 45.5,
  lng: -73.57,
};
const apis: APIRequestContext[] = [];
const contexts: BrowserContext[] = [];

test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  for (const api of apis.splice(0)) await api.dispose();
});

async function frenchPage(browser: Browser): Promise<Page> {
  const context = await frenchContext(browser, base());
  contexts.push(context);
  return context.newPage();
}

/** Two French accounts and a post of the seller's (a Honda Civic alternator in Montréal). */
async function sellerBuyerAndPost(tag: string, price: number) {
  const admin = await signInAdminApi(base());
  apis.push(admin);
  const seller = await createFrenchUser(admin, base(), uniqueUsername(`${tag}v`), MONTREAL);
  const buyer = await createFrenchUser(admin, base(), uniqueUsername(`${tag}a`), TORONTO);
  apis.push(seller.api, buyer.api);
  const word = uniqueUsername('pieceqc').toLowerCase();
  const stock = uniqueUsername('QC').toUpperCase();
  const postId = await createPostApi(seller.api, {
    year: 2012,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: stock,
    description: `Alternateur ${word}, testé, 14 V.`,
    price,
  });
  return { admin, seller, buyer, postId, word, stock };
}

const results = (page: Page) => page.getByRole('region', { name: fr('search.resultsTitle') });

async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(option.slice(0, 5));
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('search and view in French: the part by its French name, French prices and distances, the post, its map, a favourite', async ({
  browser,
}) => {
  const { buyer, postId, word, stock } = await sellerBuyerAndPost('frch', 1234.56);
  const alternator = frPart('Alternator');
  const title = `2012 Honda - Civic ${alternator} ${stock}`;
  const page = await frenchPage(browser);

  await test.step('a French browser opening the English home page lands on the French one', async () => {
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`^${base()}/fr/?$`));
    await expectFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: fr('home.title') })).toBeVisible();
    await expectAccessible(page);
  });

  await signInFrench(page, buyer.email, PASSWORD);

  await test.step('search by manufacturer, part (its French name) and keyword: French price and distance', async () => {
    await choose(page, fr('search.manufacturer'), 'Honda');
    await choose(page, fr('search.part'), alternator);
    await page.getByRole('searchbox', { name: fr('search.keyword') }).fill(word);
    await page.getByRole('button', { name: fr('search.submit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${base()}/fr/?\\?.*q=${word}`));
    const card = results(page).getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(`2012 Honda - Civic ${alternator}`);
    // Intl's Canadian French: a space between thousands, a decimal comma, the dollar sign after.
    expect(frenchPrice(1234.56)).toMatch(/^1\s234,56\s\$$/);
    await expect(card).toContainText(frenchPrice(1234.56));
    // Toronto (the buyer's profile) to Montréal: 'à 504 km' as the file words it.
    await expect(card.getByText(frPattern('postCard.kmAway', { distance: '\\d[\\d\\s]*' }))).toBeVisible();
    await expectFrench(page);
    await expectAccessible(page);
  });

  await test.step("the post's page: French words, the map, the favourite star", async () => {
    await results(page)
      .getByRole('article')
      .getByRole('link', { name: new RegExp(alternator) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`^${base()}/fr/view/${postId}/[a-z0-9-]+$`));
    await expectFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(fr('posts.view.description'), { exact: true })).toBeVisible();
    await expect(page.getByText(frenchPrice(1234.56)).first()).toBeVisible();
    await expect(page.getByRole('link', { name: fr('posts.view.contactSeller') })).toBeVisible();
    // The map loads as it nears the screen: scrolled down to the footer, it is there, named in French.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: frPattern('posts.view.map', { place: '.*Montréal.*' }) });
    await expect(map).toBeVisible();
    const actions = page.getByRole('group', { name: fr('posts.view.actions') });
    const star = actions.getByRole('button', { name: fr('postCard.favoriteAdd', { title }) });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(page);
    await star.click();
    await expect(
      actions.getByRole('button', { name: fr('postCard.favoriteRemove', { title }) }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/fr/favorites');
    await expectFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: fr('favorites.title') })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: stock })).toBeVisible();
    await expectAccessible(page);
  });
});

test('messages in French: a buyer writes to the seller from the post, the seller reads and answers', async ({
  browser,
}) => {
  const { seller, buyer, postId } = await sellerBuyerAndPost('frmsg', 120);
  const buyerPage = await frenchPage(browser);
  const sellerPage = await frenchPage(browser);
  await signInFrench(buyerPage, buyer.email, PASSWORD);
  await signInFrench(sellerPage, seller.email, PASSWORD);
  const log = (page: Page, name: string) => page.getByRole('log', { name: fr('messages.log', { name }) });
  const composer = (page: Page, name: string) =>
    page.getByRole('textbox', { name: fr('messages.composerLabel', { name }) });

  await test.step('the buyer writes from the post page', async () => {
    await buyerPage.goto(`/fr/view/${postId}`);
    await buyerPage.getByRole('link', { name: fr('posts.view.contactSeller') }).click();
    await expect(buyerPage).toHaveURL(`${base()}/fr/messages/${seller.username}?post=${postId}`);
    await expectFrench(buyerPage);
    await expect(buyerPage.getByText(fr('messages.empty', { name: seller.username }))).toBeVisible();
    await expectAccessible(buyerPage);
    await composer(buyerPage, seller.username).fill("L'alternateur est-il encore disponible?");
    await buyerPage.getByRole('button', { name: fr('messages.send'), exact: true }).click();
    await expect(
      log(buyerPage, seller.username).getByText("L'alternateur est-il encore disponible?"),
    ).toBeVisible();
    // Its time as Intl writes it in French: 24 hours, '15 h 05'.
    const sentAt = frPattern('messages.sentAt', { who: fr('messages.you'), time: '.*\\d{1,2}\\sh\\s\\d{2}' });
    await expect(log(buyerPage, seller.username).getByText(sentAt)).toBeVisible();
  });

  await test.step('the seller finds it unread in the French messages page, reads and answers', async () => {
    await sellerPage.goto('/fr/messages');
    await expectFrench(sellerPage);
    await expect(sellerPage.getByRole('heading', { level: 1, name: fr('messages.title') })).toBeVisible();
    await expect(sellerPage.getByText(fr('messages.selectConversation'))).toBeVisible();
    const contacts = sellerPage.getByRole('navigation', { name: fr('messages.contactsLabel') });
    const fromBuyer = contacts.getByRole('link', { name: new RegExp(buyer.username) });
    await expect(fromBuyer.getByLabel(fr('messages.unread_one', { count: 1 }))).toBeVisible();
    await expectAccessible(sellerPage);
    await fromBuyer.click();
    await expect(sellerPage).toHaveURL(`${base()}/fr/messages/${buyer.username}`);
    await expect(
      log(sellerPage, buyer.username).getByText("L'alternateur est-il encore disponible?"),
    ).toBeVisible();
    await composer(sellerPage, buyer.username).fill('Oui, cueillette à Montréal samedi.');
    await composer(sellerPage, buyer.username).press('Enter');
    await expect(
      log(buyerPage, seller.username).getByText('Oui, cueillette à Montréal samedi.'),
    ).toBeVisible();
    await expect(log(buyerPage, seller.username).getByRole('listitem')).toHaveCount(2);
    await expectAccessible(sellerPage);
  });
});

test('account settings in French: the language changes to English and back, and stays after a reload', async ({
  browser,
}) => {
  const admin = await signInAdminApi(base());
  apis.push(admin);
  const person: TApiUser = await createFrenchUser(admin, base(), uniqueUsername('frset'), MONTREAL);
  apis.push(person.api);
  const page = await frenchPage(browser);
  await signInFrench(page, person.email, PASSWORD);

  await page.goto('/fr/profile');
  await expectFrench(page);
  await expect(page.getByRole('heading', { level: 1, name: fr('accounts.settings.title') })).toBeVisible();
  await expectAccessible(page);
  // Each language is named in itself: 'English', 'Français'.
  const language = (name: string) => page.getByRole('radio', { name, exact: true });
  const choose = (group: string, name: string) =>
    page.getByRole('radiogroup', { name: group }).getByText(name, { exact: true }).click();
  await expect(language('Français')).toBeChecked();

  await choose(fr('languageSwitch.setting'), 'English');
  await expect(page).toHaveURL(`${base()}/profile`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('heading', { level: 1, name: en('accounts.settings.title') })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(`${base()}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: en('accounts.settings.title') })).toBeVisible();
  await expect(language('English')).toBeChecked();
  expect(await accountLanguage(person.api)).toBe('en');

  await choose(en('languageSwitch.setting'), 'Français');
  await expect(page).toHaveURL(`${base()}/fr/profile`);
  await expectFrench(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: fr('accounts.settings.title') })).toBeVisible();
  await expect(language('Français')).toBeChecked();
  expect(await accountLanguage(person.api)).toBe('fr');
  // Opening the English address again, the remembered choice sends to French.
  await page.goto('/profile');
  await expect(page).toHaveURL(`${base()}/fr/profile`);
  await expectAccessible(page);
});

async function accountLanguage(api: APIRequestContext): Promise<string | undefined> {
  const me = (await (await api.get('/api/me')).json()) as { profile?: { language?: string } };
  return me.profile?.language;
}

test('the dashboard in French: reports, users and catalog tabs', async ({ browser }) => {
  const admin = await signInAdminApi(base());
  apis.push(admin);
  const moderator = await createFrenchUser(admin, base(), uniqueUsername('fradm'), MONTREAL);
  apis.push(moderator.api);
  const grant = await admin.post(`/api/admin/users/${moderator.id}/role`, { data: { admin: true } });
  expect(grant.status(), await grant.text()).toBe(200);
  const page = await frenchPage(browser);
  await signInFrench(page, moderator.email, PASSWORD);

  await page.goto('/fr/dashboard');
  await expectFrench(page);
  await expect(page.getByRole('heading', { level: 1, name: fr('admin.title') })).toBeVisible();
  await expect(page.getByRole('tab', { name: fr('admin.tabs.reports') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(fr('admin.statusLabel'), { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: fr('admin.tabs.users') }).click();
  await expect(page).toHaveURL(`${base()}/fr/dashboard?tab=users`);
  await page.getByRole('searchbox', { name: fr('admin.users.searchLabel') }).fill(moderator.email);
  await page.getByRole('button', { name: fr('admin.users.search'), exact: true }).click();
  const accounts = page.getByRole('table', { name: fr('admin.users.caption') });
  await expect(accounts.getByRole('row')).toHaveCount(2);
  // Their own row: the 'You' and 'Admin' badges, in French.
  await expect(accounts.getByText(fr('admin.users.you'), { exact: true })).toBeVisible();
  await expect(accounts.getByText(fr('admin.users.admin'), { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: fr('admin.tabs.parts') }).click();
  await expect(page).toHaveURL(`${base()}/fr/dashboard?tab=parts`);
  await expect(page.getByRole('searchbox', { name: fr('admin.catalog.parts.search') })).toBeVisible();
  await expect(
    page.getByText(frPattern('admin.catalog.parts.count', { total: '\\d[\\d\\s]*' })),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: fr('admin.tabs.vehicles') }).click();
  await expect(page).toHaveURL(`${base()}/fr/dashboard?tab=vehicles`);
  await expect(page.getByRole('searchbox', { name: fr('admin.catalog.vehicles.search') })).toBeVisible();
  await expectAccessible(page);
});
