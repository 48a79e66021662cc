import { MESSAGES } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookiesOf, nextIp, PASSWORD, signIn, waitForMailTo } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// An account whose verification mail was never written (the process died between the account's
// row and the mail, or the mail server refused it) must still be verifiable.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
const signUp = (email: string) =>
  post('/api/accounts/sign-up', { email, password: PASSWORD, confirmPassword: PASSWORD, terms: true });
const mailsTo = async (email: string) => (await t.app.mailer.list()).filter((m) => m.to === email);

/** Signs up while the mail cannot be written: the account exists, its mail does not. */
async function strandedAccount(email: string) {
  const spy = vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('crash before the mail'));
  try {
    expect((await signUp(email)).statusCode).toBe(201);
    expect(spy).toHaveBeenCalled();
  } finally {
    spy.mockRestore();
  }
  expect(await mailsTo(email)).toEqual([]);
}

/** Follows the verification link: the account is verified and signed in. */
async function verifyWith(link: string) {
  const url = new URL(link);
  expect(url.pathname).toBe('/api/auth/verify-email');
  const verified = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(verified.statusCode, verified.body).toBe(302);
  const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookiesOf(verified) } });
  expect(me.statusCode).toBe(200);
}

describe('an account whose verification mail was lost', () => {
  it('is offered a new link at sign-in: EMAIL_NOT_VERIFIED, then resend, then the link works', async () => {
    const email = 'lost-mail@example.com';
    await strandedAccount(email);
    const refused = (await signIn(t.app, email)).res;
    expect(refused.statusCode).toBe(403);
    // The code the browser turns into "Send the verification email again".
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
    const resent = await post('/api/accounts/resend-verification', { email });
    expect(resent.json().message).toBe(MESSAGES.verificationSent);
    const { mail, link } = await waitForMailTo(t.app, email);
    expect(mail.subject).toBe('Verify your PartsYard account');
    await verifyWith(link);
    expect((await signIn(t.app, email)).res.statusCode).toBe(200);
  });

  it('gets a new verification link by signing up again (the same answer as any sign-up)', async () => {
    const email = 'signs-up-twice@example.com';
    await strandedAccount(email);
    const again = await signUp(email);
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe(MESSAGES.signUpSuccess);
    const { mail, link } = await waitForMailTo(t.app, email);
    expect(mail.subject).toBe('Verify your PartsYard account');
    await verifyWith(link);
  });
});
