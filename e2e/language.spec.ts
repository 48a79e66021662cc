import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { mailsTo, PASSWORD, uniqueEmail, uniqueUsername } from './support/accounts';
import { en, fr, frPart, frRule } from './support/french';
import { createPostApi, createUserAs, signInAdminApi, TORONTO } from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// The language journey in Chromium: a visitor whose browser asks for French lands on the
// French site, switches to English and back (header and footer, the choice remembered by a
// cookie, the same page each time), signs up in French and receives the verification email in
// French, whose link lands on a French page. An English browser gets English at the root, and a
// shared /fr link is French for anyone. On the run's shared server: the one sign-up of this file
// (the server allows 10 from one address in 10 minutes, which the registration journeys share).

const base = () => process.env.E2E_BASE_URL ?? '';
const apis: APIRequestContext[] = [];

test.afterEach(async () => {
  for (const api of apis.splice(0)) await api.dispose();
});

const htmlLang = (page: Page) => page.locator('html');

/** A post of this spec's own seller, made through the API (its page's address, with its slug). */
async function aPost(): Promise<{ path: string; stock: string }> {
  const admin = await signInAdminApi(base());
  apis.push(admin);
  const seller = await createUserAs(admin, base(), uniqueUsername('langsell'), TORONTO);
  apis.push(seller.api);
  const stock = uniqueUsername('LANG').toUpperCase();
  const id = await createPostApi(seller.api, {
    year: 2012,
    vehicle: 'Honda - Civic',
    part: 'Alternator',
    stock_number: stock,
    description: 'Alternator, tested, for the language journey.',
    price: 120,
  });
  return { path: `/view/${id}/2012-honda-civic-alternator`, stock };
}

/**
 * The language switcher of the header or the footer: a link named in the other language
 * ('English — Read this page in English' on a French page).
 */
function switcher(page: Page, where: 'header' | 'footer', name: 'English' | 'Français'): Locator {
  const area = where === 'header' ? page.getByRole('banner') : page.getByRole('contentinfo');
  return area.getByRole('link', { name: new RegExp(`^${name} — `) });
}

async function expectFrench(page: Page, path: string) {
  await expect(page).toHaveURL(`${base()}/fr${path}`);
  await expect(htmlLang(page)).toHaveAttribute('lang', 'fr-CA');
}

async function expectEnglish(page: Page, path: string) {
  await expect(page).toHaveURL(`${base()}${path}`);
  await expect(htmlLang(page)).toHaveAttribute('lang', 'en-CA');
}

test.describe('a French browser', () => {
  test.use({ locale: 'fr-CA' });

  test('a French browser gets French, switches to English and back, signs up and gets the verification email in French', async ({
    page,
  }) => {
    test.slow(); // a long journey: three times the configured limit
    const post = await aPost();
    const frenchHome = page.getByRole('heading', {
      level: 1,
      name: fr('home.title'),
    });
    const englishHome = page.getByRole('heading', { level: 1, name: en('home.title') });

    await test.step('the first visit follows the browser: the root sends to /fr/, in French', async () => {
      const first = await page.goto('/');
      await expectFrench(page, '/');
      expect(first?.request().redirectedFrom()?.url()).toBe(`${base()}/`);
      await expect(frenchHome).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: fr('header.post') })).toBeVisible();
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: fr('footer.contactUs') }),
      ).toBeVisible();
      await expectAccessible(page);
    });

    await test.step("the header's English goes to the same page in English, and stays English", async () => {
      await switcher(page, 'header', 'English').click();
      await expectEnglish(page, '/');
      await expect(englishHome).toBeVisible();
      await page.reload();
      await expectEnglish(page, '/');
      await expect(englishHome).toBeVisible();
      // The cookie outweighs the browser's French from now on.
      await page.goto('/top-questions');
      await expectEnglish(page, '/top-questions');
    });

    await test.step("the footer's Français goes back to French, and a plain address follows", async () => {
      await switcher(page, 'footer', 'Français').click();
      await expectFrench(page, '/top-questions');
      await expect(page.getByRole('heading', { level: 1, name: fr('faq.title') })).toBeVisible();
      await page.goto('/');
      await expectFrench(page, '/');
      await expect(frenchHome).toBeVisible();
    });

    await test.step('on a post page the switch keeps the same post', async () => {
      await page.goto(`/fr${post.path}`);
      await expectFrench(page, post.path);
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(frPart('Alternator')) }),
      ).toBeVisible();
      await expect(page.getByText(post.stock).first()).toBeVisible();
      await switcher(page, 'header', 'English').click();
      await expectEnglish(page, post.path);
      await expect(page.getByRole('heading', { level: 1, name: /Alternator/ })).toBeVisible();
      await expect(page.getByText(post.stock).first()).toBeVisible();
      await switcher(page, 'footer', 'Français').click();
      await expectFrench(page, post.path);
      await expect(page.getByText(post.stock).first()).toBeVisible();
    });

    const email = uniqueEmail('langfr');
    const alert = page.getByRole('main').getByRole('alert');
    await test.step('signs up on the French form, refused and then welcomed in French', async () => {
      await page.goto('/');
      await page
        .getByRole('banner')
        .getByRole('link', { name: fr('header.register') })
        .click();
      await expectFrench(page, '/sign-up');
      await expect(
        page.getByRole('heading', { level: 1, name: fr('accounts.register.title') }),
      ).toBeVisible();
      await page.getByRole('textbox', { name: fr('accounts.fields.email'), exact: true }).fill(email);
      await page.getByRole('textbox', { name: fr('accounts.fields.password'), exact: true }).fill(PASSWORD);
      await page
        .getByRole('textbox', { name: fr('accounts.fields.confirmPassword'), exact: true })
        .fill(PASSWORD);
      const register = page.getByRole('button', { name: fr('accounts.register.submit'), exact: true });
      await register.click();
      // Each broken rule is said beside its field.
      await expect(page.getByRole('main').getByText(frRule('terms'))).toBeVisible();
      await expectAccessible(page);
      await page
        .getByRole('checkbox', { name: fr('accounts.register.termsLabel').replace(/<\/?termsLink>/g, '') })
        .check();
      await register.click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(frRule('signUpSuccess'));
    });

    await test.step("the server's refusal of a sign-in is in French too", async () => {
      await page.goto('/auth');
      await expectFrench(page, '/auth');
      await page.getByRole('textbox', { name: fr('accounts.fields.email'), exact: true }).fill(email);
      await page
        .getByRole('textbox', { name: fr('accounts.fields.password'), exact: true })
        .fill('Wrong-Password-1!');
      await page.getByRole('button', { name: fr('accounts.signIn.submit'), exact: true }).click();
      await expect(alert).toHaveText('Adresse courriel ou mot de passe incorrect');
    });

    await test.step('the verification email is in French; its link lands on a French page', async () => {
      const [mail] = await mailsTo(email, /./);
      expect(mail?.subject).toBe('Confirmez votre compte PartsYard');
      expect(mail?.text).toContain(
        'Bienvenue sur PartsYard! Veuillez confirmer votre adresse courriel pour terminer la création de votre compte.',
      );
      expect(mail?.text).toContain('Confirmer mon adresse courriel');
      const link = mail?.links.find((l) => l.includes('/api/auth/verify-email'));
      if (!link) throw new Error('no verification link in the email');
      expect(decodeURIComponent(new URL(link).searchParams.get('callbackURL') ?? '')).toMatch(/^\/fr\//);
      await page.goto(link);
      await expectFrench(page, '/sign-up?verified=1');
      await expect(
        page.getByRole('heading', { level: 1, name: fr('accounts.completeProfile.title') }),
      ).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
      await expectAccessible(page);
    });
  });

  test('on a phone, the menu holds the switcher @phone', async ({ page }) => {
    await page.goto('/');
    await expectFrench(page, '/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: fr('header.openMenu') })
      .click();
    const menu = page.getByRole('dialog', { name: fr('header.menuTitle') });
    await menu.getByRole('link', { name: /^English — / }).click();
    await expectEnglish(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: en('home.title') })).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('button', { name: en('header.openMenu') })
      .click();
    await page
      .getByRole('dialog', { name: en('header.menuTitle') })
      .getByRole('link', { name: /^Français — / })
      .click();
    await expectFrench(page, '/');
    await expectAccessible(page);
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-CA' });

  test('an English browser gets English at the root; a shared /fr link is French for it', async ({
    page,
  }) => {
    const root = await page.goto('/');
    expect(root?.request().redirectedFrom()).toBeNull();
    await expectEnglish(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: en('home.title') })).toBeVisible();
    await expect(switcher(page, 'header', 'Français')).toBeVisible();

    const shared = await page.goto('/fr/top-questions');
    expect(shared?.request().redirectedFrom()).toBeNull();
    await expectFrench(page, '/top-questions');
    await expect(page.getByRole('heading', { level: 1, name: fr('faq.title') })).toBeVisible();
    // Opening a French link chose nothing: the root is still English for this browser.
    await page.goto('/');
    await expectEnglish(page, '/');
  });
});
