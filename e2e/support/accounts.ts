import { expect, type Page } from '@playwright/test';
import { createOutboxMailer } from '../../server/adapters/mail/outbox';
import type { TStoredMail } from '../../server/adapters/mail/types';
import { outboxOf } from './outboxes';

// Helpers for the account journeys. Each test makes its own addresses (tests run in parallel on
// one server); the server limits sign-ups per address, so only the journeys that need a new
// account make one.

/** A password that meets every rule. */
export const PASSWORD = 'Parts-Yard-2026!';

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** A username of at most 20 characters, unique enough for one run. */
export function uniqueUsername(tag: string): string {
  return `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.slice(0, 20);
}

type TOutboxMail = TStoredMail;

// The server's own outbox reader, on the e2e server's data folder (or another server's, by its address).
function outbox(baseUrl?: string): Promise<TOutboxMail[]> {
  return createOutboxMailer(outboxOf(baseUrl), () => {}).list();
}

/** Every mail sent to this address whose subject matches, newest first (waits for the first). */
export async function mailsTo(
  to: string,
  subject: RegExp,
  atLeast = 1,
  baseUrl?: string,
): Promise<TOutboxMail[]> {
  let found: TOutboxMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await outbox(baseUrl)).filter((m) => m.to === to && subject.test(m.subject));
        return found.length;
      },
      { message: `mail "${subject}" to ${to}` },
    )
    .toBeGreaterThanOrEqual(atLeast);
  return found;
}

/** The newest mail's link that contains `part`. */
export async function linkInMail(
  to: string,
  subject: RegExp,
  part: string,
  baseUrl?: string,
): Promise<string> {
  const [mail] = await mailsTo(to, subject, 1, baseUrl);
  const link = mail?.links.find((l) => l.includes(part));
  if (!link) throw new Error(`No link with "${part}" in "${mail?.subject}" to ${to}`);
  return link;
}

export const VERIFY_SUBJECT = /Verify your PartsYard account/;
export const RESET_SUBJECT = /Reset your PartsYard password/;

/**
 * An account made the short way (the registration form has its own test): sign-up through the
 * API, the emailed link opened in this page (which signs in), and, unless told otherwise, a profile.
 */
export async function createVerifiedUser(page: Page, tag: string, { withProfile = true } = {}) {
  const email = uniqueEmail(tag);
  const username = uniqueUsername(tag);
  const signUp = await page.request.post('/api/accounts/sign-up', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD, terms: true },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await page.goto(await linkInMail(email, VERIFY_SUBJECT, '/verify-email'));
  if (withProfile) {
    const saved = await page.request.put('/api/profile', {
      data: {
        username,
        first_name: 'Test',
        last_name: 'User',
        street: '1 King St W',
        city: 'Toronto',
        state: 'ON',
        zip: 'M5H',
        country: 'Canada',
        lat: 43.65,
        lng: -79.38,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  return { email, username, password: PASSWORD };
}

/**
 * Fills the /auth form and presses Sign In (the page must be on /auth). Every spec signs in from
 * 127.0.0.1, which the server allows 20 sign-ins a minute: when the run's workers together reach
 * that, the helper waits as long as the answer's Retry-After says and presses again, as a person
 * told to wait would.
 */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const button = page.getByRole('button', { name: 'Sign In', exact: true });
  for (let attempt = 0; ; attempt += 1) {
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/sign-in/email'),
      button.click(),
    ]);
    if (answer.status() !== 429 || attempt === 3) return;
    const seconds = Number(answer.headers()['retry-after'] ?? 60);
    await page.waitForTimeout(Math.min(seconds, 60) * 1000);
  }
}

/** Opens the header's profile menu (named by username, or email before the profile) and picks an item. */
export async function openAccountMenu(page: Page, name: string) {
  const button = page.getByRole('banner').getByRole('button', { name });
  const menu = page.getByRole('menu');
  // Once in CI (one core kept busy) a click on the menu button opened nothing: the header's
  // signed-in parts (bell, unread dot) were still arriving. A person clicks again; so does this,
  // only while the menu is closed (a second click on an open menu would close it).
  await expect(async () => {
    if (!(await menu.isVisible())) await button.click();
    await expect(menu).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return menu;
}

export async function signOut(page: Page, name: string) {
  const menu = await openAccountMenu(page, name);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

/** Signs in through the form of the server at `baseUrl` and waits for the home page. */
export async function signInAt(page: Page, baseUrl: string, email: string, password = PASSWORD) {
  await page.goto(`${baseUrl}/auth`);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(`${baseUrl}/`);
}
