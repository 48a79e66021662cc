import { MESSAGES } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  createUser,
  holdMailer,
  nextIp,
  PASSWORD,
  signIn,
  waitForMailTo,
} from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let user: { email: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app, { email: 'forgetful@example.com' });
});
// Reset links are limited to 3 per account per 15 minutes: each case asks for one as its own user.
afterAll(() => t.close());

const forgot = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/forgot-password',
    payload: { email },
    remoteAddress: nextIp(),
  });
const reset = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/reset-password', payload, remoteAddress: nextIp() });
const NEW = 'N3w!password';

const mailsTo = async (email: string) => (await t.app.mailer.list()).filter((m) => m.to === email).length;

async function freshToken(email: string) {
  const before = await mailsTo(email);
  expect((await forgot(email)).statusCode).toBe(200);
  const { link } = await waitForMailTo(t.app, email, before + 1);
  const url = new URL(link);
  return { url, token: url.searchParams.get('token') ?? '' };
}

describe('forgot and reset password', () => {
  it("asks for the email: 'You must enter your email.'", async () => {
    const res = await forgot('  ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You must enter your email.');
  });

  it('limits reset links to 3 per account per 15 minutes', async () => {
    const { email } = await createUser(t.app, { profile: false });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await forgot(email)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('gives the same answer whether or not the address exists, and mails only a real account', async () => {
    const unknown = await forgot('nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe('Password recovery email has been sent.');
    const mine = await mailsTo(user.email);
    const known = await forgot(user.email);
    expect(known.json()).toEqual(unknown.json());
    await waitForMailTo(t.app, user.email, mine + 1);
    expect(await mailsTo(user.email)).toBe(mine + 1);
    expect(await mailsTo('nobody@example.com')).toBe(0);
  });

  it('answers before the reset mail is written (the work is not awaited), then mails it', async () => {
    const { email } = await createUser(t.app, { profile: false });
    const { answeredFirst, res } = await holdMailer(t.app).answeredFirst(() => forgot(email));
    expect(answeredFirst).toBe(true);
    expect(res.statusCode).toBe(200);
    await waitForMailTo(t.app, email);
  });

  it('mails a link to /recover-password/{email} carrying a token', async () => {
    const { url, token } = await freshToken(user.email);
    expect(url.pathname).toBe(`/recover-password/${encodeURIComponent(user.email)}`);
    expect(token.length).toBeGreaterThan(10);
  });

  it.each([
    [{ password: '', confirmPassword: '' }, 'Please fill out all fields'],
    [{ password: NEW, confirmPassword: '' }, 'Please fill out all fields'],
    [{ password: NEW, confirmPassword: 'N3w!passwore' }, 'Passwords do not match'],
    [
      { password: 'weakpass', confirmPassword: 'weakpass' },
      'Password must contain at least 1 uppercase letter!',
    ],
  ])('refuses %o with the spec message', async (fields, message) => {
    const { email } = await createUser(t.app, { profile: false });
    const { token } = await freshToken(email);
    const res = await reset({ email, token, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses a link whose email is not the token's user", async () => {
    const { token } = await freshToken((await createUser(t.app, { profile: false })).email);
    const res = await reset({ email: 'someone@example.com', token, password: NEW, confirmPassword: NEW });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Email address does not match the user's email");
  });

  it('refuses an unknown token clearly', async () => {
    const res = await reset({
      email: user.email,
      token: 'made-up-token',
      password: NEW,
      confirmPassword: NEW,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.resetTokenInvalid);
  });

  it('sets the new password once, ends the old sessions, and the token cannot be used again', async () => {
    const { token } = await freshToken(user.email);
    const res = await reset({ email: user.email.toUpperCase(), token, password: NEW, confirmPassword: NEW });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password has been reset!');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(401);
    expect((await signIn(t.app, user.email, PASSWORD)).res.statusCode).toBe(401);
    expect((await signIn(t.app, user.email, NEW)).res.statusCode).toBe(200);
    const again = await reset({
      email: user.email,
      token,
      password: 'An0ther!pass',
      confirmPassword: 'An0ther!pass',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.resetTokenInvalid);
  });
});

describe('a new password ends what the old one opened', () => {
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

  it('a reset refuses the other reset links and ends every session', async () => {
    const { email, cookie } = await createUser(t.app, { profile: false });
    const elsewhere = (await signIn(t.app, email)).cookie;
    const first = await freshToken(email);
    const second = await freshToken(email);
    const used = await reset({ email, token: first.token, password: NEW, confirmPassword: NEW });
    expect(used.statusCode, used.body).toBe(200);
    const other = await reset({
      email,
      token: second.token,
      password: 'An0ther!pass',
      confirmPassword: 'An0ther!pass',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(MESSAGES.resetTokenInvalid);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await signIn(t.app, email, NEW)).res.statusCode).toBe(200);
  });

  it('a password change ends the other sessions and the reset links, even when the client asks to keep them', async () => {
    const { email, cookie } = await createUser(t.app, { profile: false });
    const elsewhere = (await signIn(t.app, email)).cookie;
    const { token } = await freshToken(email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: PASSWORD, newPassword: NEW, revokeOtherSessions: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(cookiesOf(changed, cookie))).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    const late = await reset({ email, token, password: 'An0ther!pass', confirmPassword: 'An0ther!pass' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(MESSAGES.resetTokenInvalid);
  });
});

describe("Better Auth's own reset routes", () => {
  it('are closed: links are asked for and used only through /api/accounts', async () => {
    for (const url of ['/api/auth/request-password-reset', '/api/auth/reset-password']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: user.email, token: 'x', newPassword: NEW },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
