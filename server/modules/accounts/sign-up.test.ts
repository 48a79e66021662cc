import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  createUser,
  holdMailer,
  lastMailTo,
  nextIp,
  PASSWORD,
  registerAndVerify,
  signIn,
  waitForMailTo,
} from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com, Chief@Example.com' });
});
afterAll(() => t.close());

const signUp = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/sign-up', payload, remoteAddress: nextIp() });
const good = { email: 'new@example.com', password: PASSWORD, confirmPassword: PASSWORD, terms: true };

describe('POST /api/accounts/sign-up', () => {
  it.each([
    [{ ...good, email: '' }, MESSAGES.credentialsRequired],
    [{ ...good, password: '', confirmPassword: '' }, MESSAGES.credentialsRequired],
    [{ ...good, email: 'not-an-email' }, MESSAGES.invalidEmail],
    [{ ...good, terms: false }, 'Please agree to the terms and conditions to continue.'],
    [{ ...good, confirmPassword: 'Other1!pass' }, 'Passwords do not match!'],
    [
      { ...good, password: 'Sh0rt!', confirmPassword: 'Sh0rt!' },
      'Password must be at least 8 characters long!',
    ],
    [
      { ...good, password: 'lower1!case', confirmPassword: 'lower1!case' },
      'Password must contain at least 1 uppercase letter!',
    ],
    [
      { ...good, password: 'UPPER1!CASE', confirmPassword: 'UPPER1!CASE' },
      'Password must contain at least 1 lowercase letter!',
    ],
    [
      { ...good, password: 'NoNumber!s', confirmPassword: 'NoNumber!s' },
      'Password must contain at least 1 number!',
    ],
    [
      { ...good, password: 'NoSpecial1s', confirmPassword: 'NoSpecial1s' },
      'Password must contain at least 1 special character!',
    ],
    [
      { ...good, password: 'Has Space1!', confirmPassword: 'Has Space1!' },
      'Password must not contain any spaces!',
    ],
  ])('refuses %o with the spec message', async (payload, message) => {
    const res = await signUp(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers every broken rule at once, each at its field', async () => {
    const res = await signUp({
      email: 'not-an-email',
      password: 'abc',
      confirmPassword: 'abd',
      terms: false,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    // The first rule in the spec's order is the sentence; each field names its own.
    expect(body.message).toBe(MESSAGES.invalidEmail);
    expect(body.fields).toEqual({
      email: 'invalidEmail',
      terms: 'terms',
      confirmPassword: 'passwordsMismatch',
      password: 'passwordLength',
    });
  });

  it('refuses malformed and oversized bodies with a 4xx', async () => {
    expect((await signUp({ email: 5 })).statusCode).toBe(400);
    expect((await signUp({ ...good, password: 'A1!'.repeat(100) })).statusCode).toBe(400);
    expect((await signUp({ ...good, terms: 'yes' })).statusCode).toBe(400);
  });

  it('creates the account, says so in the spec words, and emails a verification link', async () => {
    const res = await signUp(good);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'User successfully signed up! Please check your email to verify your account.',
    );
    const { mail, link } = await lastMailTo(t.app, 'new@example.com');
    expect(mail.subject).toBe('Verify your PartsYard account');
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it('gives the same answer for a taken email, makes no second account, and tells the owner by mail', async () => {
    const { email } = await createUser(t.app, { email: 'taken@example.com', profile: false });
    const res = await signUp({ ...good, email: 'TAKEN@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MESSAGES.signUpSuccess);
    const { mail, link } = await lastMailTo(t.app, email);
    expect(mail.subject).toBe('You already have a PartsYard account');
    expect(link).toBe('http://localhost:3000/auth');
    const rows = await t.app.db.execute(
      sql`select count(*)::int as n from "user" where lower(email) = 'taken@example.com'`,
    );
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('sends a taken but unverified address a new verification link instead (its first may be lost)', async () => {
    const res = await signUp({ ...good, email: 'NEW@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MESSAGES.signUpSuccess);
    const { mail, link } = await lastMailTo(t.app, 'new@example.com');
    expect(mail.subject).toBe('Verify your PartsYard account');
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    const rows = await t.app.db.execute(
      sql`select count(*)::int as n from "user" where lower(email) = 'new@example.com'`,
    );
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('keeps an unverified user out and can send the link again', async () => {
    const { res } = await signIn(t.app, 'new@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    const before = (await t.app.mailer.list()).length;
    const mine = (await t.app.mailer.list()).filter((m) => m.to === 'new@example.com').length;
    for (const email of ['new@example.com', 'nobody@example.com']) {
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/resend-verification',
        payload: { email },
        remoteAddress: nextIp(),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toBe(MESSAGES.verificationSent);
    }
    await waitForMailTo(t.app, 'new@example.com', mine + 1);
    expect((await t.app.mailer.list()).length).toBe(before + 1);
  });

  it("closes Better Auth's own resend door: it skipped the per-address limit and answered later for a known address", async () => {
    const before = (await t.app.mailer.list()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      payload: { email: 'new@example.com' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch('/api/accounts/resend-verification');
    expect((await t.app.mailer.list()).length).toBe(before);
  });

  it('answers a resend before the mail is written, so a known address answers as fast as any', async () => {
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/resend-verification',
        payload: { email: 'new@example.com' },
        remoteAddress: nextIp(),
      });
    const before = (await t.app.mailer.list()).filter((m) => m.to === 'new@example.com').length;
    const { answeredFirst, res } = await holdMailer(t.app).answeredFirst(resend);
    expect(answeredFirst).toBe(true);
    expect(res.statusCode).toBe(200);
    await waitForMailTo(t.app, 'new@example.com', before + 1);
  });

  it('verifies through the emailed link and signs the user in, without a profile yet', async () => {
    const mails = await t.app.mailer.list();
    const link =
      mails.find((m) => m.to === 'new@example.com' && m.subject.startsWith('Verify'))?.links[0] ?? '';
    const url = new URL(link);
    const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.statusCode).toBe(302);
    // Registration's next step, which says the email is verified.
    expect(res.headers.location).toBe('/sign-up?verified=1');
    const cookie = cookiesOf(res);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email: 'new@example.com', emailVerified: true, isAdmin: false },
      profile: null,
    });
    expect((await signIn(t.app, 'new@example.com')).res.statusCode).toBe(200);
  });

  it('refuses the raw Better Auth sign-up, which skips the terms and rules', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'raw@example.com', password: 'weak', name: '' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('grants the admin role to ADMIN_EMAILS at verification', async () => {
    const cookie = await registerAndVerify(t.app, 'chief@example.com');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.isAdmin).toBe(true);
  });

  it('limits sign-ups per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/sign-up',
        payload: { ...good, email: `flood${i}@example.com` },
        remoteAddress: '10.200.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
