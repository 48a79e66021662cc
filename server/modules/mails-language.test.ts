import type { TSavedSearch } from '@common/contracts/saved-searches';
import { noticeTitle } from '@common/i18n/notice-title';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, createUser, lastMailTo, nextIp, PASSWORD, sampleProfile } from '../test/accounts';
import { createPost, someIds } from '../test/posts';
import { createTestApp, type TTestApp } from '../test/test-app';
import { sendMessageNotices } from './messages/notices';
import { noticeEmail } from './post-notices/emails';
import { sendNoticeEmail } from './post-notices/jobs';
import { alertNewPost, sendAlertEmail } from './saved-searches/alerts';

// Emails in the receiver's language: the account's language (set with its profile, or
// in its settings); before a profile exists, the language of the page that asked for the mail.
// Links in a French email open French pages; the English ones stay word for word.

const FR = { 'accept-language': 'fr-CA,fr;q=0.9' };
const ORIGIN = 'http://localhost:3000';
// Today (a post's end is counted from the database's clock): moved by hand where a test needs time to pass.
let now = new Date();
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => now });
});
afterAll(() => t.close());

const mailsTo = async (to: string) => (await t.app.mailer.list()).filter((m) => m.to === to);
async function setLanguage(cookie: string, language: 'en' | 'fr') {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/profile/preferences',
    headers: { cookie },
    payload: { language },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const signUp = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/sign-up',
    payload: { email, password: PASSWORD, confirmPassword: PASSWORD, terms: true },
    remoteAddress: nextIp(),
    headers,
  });

describe('account emails', () => {
  it('a sign-up from a French page gets its verification email in French, landing on the French sign-up page that says it is verified', async () => {
    const email = 'francine@example.com';
    const res = await signUp(email, FR);
    expect(res.statusCode, res.body).toBe(201);
    const { mail, link } = await lastMailTo(t.app, email);
    expect(mail.subject).toBe('Confirmez votre compte PartsYard');
    expect(mail.text).toContain('Bienvenue sur PartsYard! Veuillez confirmer votre adresse courriel');
    expect(mail.html).toContain('Confirmer mon adresse courriel');
    const url = new URL(link);
    expect(url.pathname).toBe('/api/auth/verify-email');
    expect(url.searchParams.get('callbackURL')).toBe('/fr/sign-up?verified=1');
    const verified = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/fr/sign-up?verified=1');
    // The development outbox shows it as it is.
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(outbox.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(outbox.body).toContain('<h2>Confirmez votre compte PartsYard</h2>');
    expect(outbox.body).toContain('Bienvenue sur PartsYard!');
    // The profile made on the French page keeps French as the account's language.
    const cookie = cookiesOf(verified);
    const made = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie, ...FR },
      payload: sampleProfile('francine'),
    });
    expect(made.json().profile.language).toBe('fr');
  });

  it('an English sign-up stays as it was, word for word', async () => {
    const email = 'edward@example.com';
    expect((await signUp(email)).statusCode).toBe(201);
    const { mail, link } = await lastMailTo(t.app, email);
    expect(mail.subject).toBe('Verify your PartsYard account');
    expect(mail.text).toContain(
      'Welcome to PartsYard! Please confirm your email address to finish creating your account.',
    );
    expect(new URL(link).searchParams.get('callbackURL')).toBe('/sign-up?verified=1');
  });

  it('signing up again with a French account address sends the French "already have an account" email', async () => {
    const user = await createUser(t.app);
    await setLanguage(user.cookie, 'fr');
    expect((await signUp(user.email)).statusCode).toBe(201);
    const { mail, link } = await lastMailTo(t.app, user.email);
    expect(mail.subject).toBe('Vous avez déjà un compte PartsYard');
    expect(link).toBe(`${ORIGIN}/fr/auth`);
  });

  it("a reset email goes out in the account's language, whatever the asking page's", async () => {
    const user = await createUser(t.app);
    await setLanguage(user.cookie, 'fr');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/forgot-password',
      payload: { email: user.email },
      remoteAddress: nextIp(),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await waitForSubject(user.email, 'Réinitialisez votre mot de passe PartsYard');
    expect(mail.text).toContain('Choisir un nouveau mot de passe');
    expect(mail.links[0]).toMatch(
      new RegExp(`^${ORIGIN}/fr/recover-password/${encodeURIComponent(user.email)}\\?token=`),
    );
    // An English account asking from a French page still reads English.
    const english = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/forgot-password',
      payload: { email: english.email },
      remoteAddress: nextIp(),
      headers: FR,
    });
    const en = await waitForSubject(english.email, 'Reset your PartsYard password');
    expect(en.links[0]).toMatch(new RegExp(`^${ORIGIN}/recover-password/`));
  });

  it('a resent verification email follows the asking page when the account has no language yet', async () => {
    const email = 'resend-fr@example.com';
    expect((await signUp(email)).statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/resend-verification',
      payload: { email },
      remoteAddress: nextIp(),
      headers: FR,
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitForSubject(email, 'Confirmez votre compte PartsYard');
    expect(new URL(mail.links[0] ?? '').searchParams.get('callbackURL')).toBe('/fr/sign-up?verified=1');
  });
});

/** The mail to `to` with this subject, once the after-the-answer work has sent it. */
async function waitForSubject(to: string, subject: string) {
  const { vi } = await import('vitest');
  let found: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
  await vi.waitFor(
    async () => {
      found = (await mailsTo(to)).find((m) => m.subject === subject);
      if (!found) throw new Error(`no mail "${subject}" to ${to}`);
    },
    { timeout: 60_000, interval: 20 },
  );
  return found as NonNullable<typeof found>;
}

describe('message emails', () => {
  it('reach a French receiver in French and the English sender in English', async () => {
    const en = { ...(await createUser(t.app, { username: 'eng_sender' })), username: 'eng_sender' };
    const fr = { ...(await createUser(t.app, { username: 'fra_receiver' })), username: 'fra_receiver' };
    await setLanguage(fr.cookie, 'fr');
    const send = async (from: typeof en, to: typeof en, content: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: from.cookie },
        remoteAddress: nextIp(),
        payload: { receiver_id: to.id, content },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await send(en, fr, 'Is the hood still for sale?');
    await send(fr, en, 'Oui, il est encore disponible.');
    now = new Date(now.getTime() + 3600_000);
    expect((await sendMessageNotices(t.app, 60)).emailed).toBe(2);
    const [toFr] = await mailsTo(fr.email);
    expect(toFr?.subject).toBe('Nouveau message de eng_sender sur PartsYard');
    expect(toFr?.text).toContain('eng_sender vous a écrit sur PartsYard pendant votre absence\u00a0:');
    expect(toFr?.text).toContain('Ouvrir la conversation');
    expect(toFr?.links[0]).toBe(`${ORIGIN}/fr/messages/eng_sender`);
    const [toEn] = await mailsTo(en.email);
    expect(toEn?.subject).toBe('New message from fra_receiver on PartsYard');
    expect(toEn?.text).toContain('fra_receiver sent you a message on PartsYard while you were away:');
    expect(toEn?.links[0]).toBe(`${ORIGIN}/messages/fra_receiver`);
  });
});

describe('alert emails', () => {
  it("an instant alert reaches a French search owner in French, with French links and the part's French name", async () => {
    const buyer = await createUser(t.app, { email: 'alerte@example.com' });
    await setLanguage(buyer.cookie, 'fr');
    const seller = await createUser(t.app);
    const { vehicleId, partId } = await someIds(t.app);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { cookie: buyer.cookie },
      payload: {
        name: 'Civic',
        alert: 'instant',
        filters: { search_make: vehicleId, search_part: String(partId) },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const search = saved.json() as TSavedSearch;
    now = new Date(now.getTime() + 60_000); // the post comes after the search
    const { checkout } = await createPost(t.app, seller.cookie);
    const postId = Number(new URL(checkout.json().url as string, 'http://x').searchParams.get('post_id'));
    expect(await alertNewPost(t.app, postId)).toMatchObject({ instant: 1 });
    expect(await sendAlertEmail(t.app, { searchId: search.id, postId })).toBe(true);
    const [mail] = await mailsTo('alerte@example.com');
    expect(mail?.subject).toBe('Nouveau résultat pour «\u00a0Civic\u00a0» sur PartsYard');
    expect(mail?.text).toContain('Une nouvelle annonce correspond à votre recherche sauvegardée');
    expect(mail?.text).toContain('Gérer vos alertes');
    const part = (await t.app.db.execute(sql`SELECT part_name_fr FROM parts WHERE id = ${partId}`))
      .rows[0] as { part_name_fr: string };
    expect(mail?.text).toContain(`${part.part_name_fr} Honda Civic 2012 - 100,00\u00a0$ CAD`);
    expect(mail?.links).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${ORIGIN}/fr/view/${postId}/`)),
        `${ORIGIN}/fr/saved-searches`,
        expect.stringMatching(new RegExp(`^${ORIGIN}/fr/unsubscribe\\?token=`)),
      ]),
    );
    // The one-click unsubscribe is the API's, the same in every language.
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${ORIGIN}/api/alerts/unsubscribe\\?token=`),
    );
  });
});

describe('post notice emails', () => {
  const FRENCH = new Map([['Alternator', 'Alternateur']]);
  const priceDrop = {
    kind: 'price_drop' as const,
    params: { title: '2012 Honda - Civic Alternator', old_price: 1250, new_price: 90, currency: 'CAD' },
    link: '/view/12',
  };

  it('are written in the receiver language: words, prices as the post card writes them, the part name, links', () => {
    const fr = noticeEmail('a@example.com', priceDrop, ORIGIN, 'fr', FRENCH);
    expect(fr.subject).toBe('Baisse de prix\u00a0: Alternateur Honda Civic 2012');
    expect(fr.text).toContain(
      'Le prix de Alternateur Honda Civic 2012, une pièce que vous suivez, est passé de 1\u00a0250,00\u00a0$ CAD à 90,00\u00a0$ CAD.',
    );
    expect(fr.text).toContain(`Voir la pièce: ${ORIGIN}/fr/view/12`);
    expect(fr.text).toContain(`Modifier ces notifications: ${ORIGIN}/fr/profile`);
    const en = noticeEmail('a@example.com', priceDrop, ORIGIN, 'en');
    expect(en.subject).toBe('Price drop: 2012 Honda - Civic Alternator');
    expect(en.text).toContain(
      'The price of 2012 Honda - Civic Alternator, a part you watch, went down from $1,250.00 CAD to $90.00 CAD.',
    );
    expect(en.text).toContain(`See the part: ${ORIGIN}/view/12`);
    const days = { kind: 'post_expiring' as const, params: { title: 'x', days: 1 }, link: '/my-posts' };
    expect(noticeEmail('a@example.com', days, ORIGIN, 'fr').subject).toBe(
      'Votre annonce se termine dans 1 jour\u00a0: x',
    );
    expect(
      noticeEmail('a@example.com', { ...days, params: { title: 'x', days: 3 } }, ORIGIN, 'en').subject,
    ).toBe('Your ad ends in 3 days: x');
  });

  it('keep a part name they do not know as it is', () => {
    expect(noticeTitle('2012 Honda - Civic Flux Capacitor', 'fr', FRENCH)).toBe(
      '2012 Honda - Civic Flux Capacitor',
    );
    expect(noticeTitle('2012 Honda - Civic Alternator', 'en', FRENCH)).toBe('2012 Honda - Civic Alternator');
  });

  it("go out in the account's language from the queue", async () => {
    const watcher = await createUser(t.app);
    await setLanguage(watcher.cookie, 'fr');
    expect(await sendNoticeEmail(t.app, { ...priceDrop, userId: watcher.id })).toBe(true);
    const [mail] = await mailsTo(watcher.email);
    expect(mail?.subject).toBe('Baisse de prix\u00a0: Alternateur Honda Civic 2012');
    // A visitor who left only an address reads English.
    expect(await sendNoticeEmail(t.app, { ...priceDrop, to: 'visitor@example.com' })).toBe(true);
    expect((await mailsTo('visitor@example.com'))[0]?.subject).toBe(
      'Price drop: 2012 Honda - Civic Alternator',
    );
  });
});

describe('the data export', () => {
  it('has its README in the language of the page that asked for it, English word for word', async () => {
    // One archive a minute per user: one user per language.
    const readme = async (headers: Record<string, string>) => {
      const user = await createUser(t.app);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/account/export',
        headers: { cookie: user.cookie, ...headers },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, res.body).toBe(200);
      return strFromU8(unzipSync(new Uint8Array(res.rawPayload))['README.txt'] ?? new Uint8Array());
    };
    const fr = await readme(FR);
    expect(fr).toContain('Vos données PartsYard');
    expect(fr).toContain('messages.json         vos conversations\u00a0:');
    const en = await readme({});
    expect(en.startsWith('Your PartsYard data\n===================\n')).toBe(true);
    expect(en).toContain(
      `This archive holds the data PartsYard keeps about your account, as of ${now.toISOString()}.`,
    );
  });
});
