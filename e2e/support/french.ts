import { existsSync, readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { createUserAs, type TApiUser, type TPlace } from './listings';

// The French journeys read their words from the translation files, as the app does: a wording
// change does not break them, a missing translation does (fr() throws on a key French lacks).

type TTree = { [key: string]: string | TTree };

const readJson = (path: string): TTree =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as TTree;

const WEB = {
  en: readJson('../../web/src/locales/en.json'),
  fr: readJson('../../web/src/locales/fr-CA.json'),
};
const RULES_FR = readJson('../../common/locales/fr-CA.json');
const SERVER_FR = readJson('../../server/locales/fr-CA.json');
const PARTS_FILE = new URL('../../common/locales/parts.fr-CA.json', import.meta.url);

type TParams = Record<string, string | number>;

function lookUp(tree: TTree, key: string, file: string): string {
  let node: string | TTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No "${key}" in ${file}`);
  return node;
}

function fill(template: string, params: TParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A sentence of web/src/locales/fr-CA.json, its {{values}} filled in. */
export const fr = (key: string, params?: TParams) =>
  fill(lookUp(WEB.fr, key, 'web/src/locales/fr-CA.json'), params);

/** The same key's English (the switch back to English is checked with it). */
export const en = (key: string, params?: TParams) =>
  fill(lookUp(WEB.en, key, 'web/src/locales/en.json'), params);

/** A rule sentence both sides show (common/locales/fr-CA.json, flat keys). */
export const frRule = (key: string, params?: TParams) =>
  fill(lookUp(RULES_FR, key, 'common/locales/fr-CA.json'), params);

/** A sentence of the server's own pages and answers (server/locales/fr-CA.json, nested keys). */
export const frServer = (key: string, params?: TParams) =>
  fill(lookUp(SERVER_FR, key, 'server/locales/fr-CA.json'), params);

/** A part type's French name (common/locales/parts.fr-CA.json). */
export function frPart(english: string): string {
  if (!existsSync(PARTS_FILE)) throw new Error('No common/locales/parts.fr-CA.json');
  const parts = (readJson('../../common/locales/parts.fr-CA.json').parts ?? {}) as TTree;
  return lookUp(parts, english, 'parts.fr-CA.json');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A French sentence as a pattern: its {{values}} match `values[name]` (a pattern) or any text,
 * and any run of spaces (the typography's no-break ones too) matches any space.
 */
export function frPattern(key: string, values: Record<string, string> = {}, whole = true): RegExp {
  const parts = fr(key).split(/(\{\{\s*\w+\s*\}\})/);
  const source = parts
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      if (name) return values[name] ?? '.+?';
      return escapeRegExp(part).replace(/\s+/g, '\\s+');
    })
    .join('');
  return new RegExp(whole ? `^\\s*${source}\\s*$` : source);
}

/** An amount as Intl writes it in Canadian French: 1 234,56 $ (CAD), 1 234,56 $ US. */
export const frenchPrice = (amount: number, currency: 'CAD' | 'USD' = 'CAD') =>
  new Intl.NumberFormat('fr-CA', { style: 'currency', currency }).format(amount);

/** The page is in French for the browser, assistive tech and search engines. */
export async function expectFrench(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  expect(new URL(page.url()).pathname).toMatch(/^\/fr(\/|$)/);
}

/** A user made by the admin whose account's language is French (its emails and sign-in follow it). */
export async function createFrenchUser(
  admin: APIRequestContext,
  baseUrl: string,
  username: string,
  place: TPlace,
): Promise<TApiUser> {
  const user = await createUserAs(admin, baseUrl, username, place);
  await setLanguage(user.api, 'fr');
  return user;
}

export async function setLanguage(api: APIRequestContext, language: 'en' | 'fr') {
  const res = await api.put('/api/profile/preferences', { data: { language } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A browser whose language is Canadian French (Accept-Language, navigator.languages, Intl). */
export function frenchContext(browser: Browser, baseUrl: string) {
  return browser.newContext({ locale: 'fr-CA', baseURL: baseUrl });
}

/**
 * Signs in through the French form at /fr/auth and waits for the French home page. As the English
 * helper does, a 429 (the run's sign-ins from one address) is waited out as its Retry-After says.
 */
export async function signInFrench(page: Page, email: string, password: string) {
  await page.goto('/fr/auth');
  await expectFrench(page);
  await page.getByRole('textbox', { name: fr('accounts.fields.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: fr('accounts.fields.password'), exact: true }).fill(password);
  const button = page.getByRole('button', { name: fr('accounts.signIn.submit'), exact: true });
  for (let attempt = 0; ; attempt += 1) {
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/sign-in/email'),
      button.click(),
    ]);
    if (answer.status() !== 429 || attempt === 3) break;
    const seconds = Number(answer.headers()['retry-after'] ?? 60);
    await page.waitForTimeout(Math.min(seconds, 60) * 1000);
  }
  await expect(page).toHaveURL(/\/fr\/?$/);
}
