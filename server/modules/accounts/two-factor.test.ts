import type { LightMyRequestResponse } from 'fastify';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, createUser, PASSWORD, signIn } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The token part of the session cookie an answer sets ('<token>.<signature>'). */
const sessionToken = (res: LightMyRequestResponse) => {
  const cookie = cookiesOf(res);
  const value = /better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '';
  const token = decodeURIComponent(value).split('.')[0] ?? '';
  expect(token.length).toBeGreaterThan(10);
  return token;
};

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('change password', () => {
  it('applies the password rules, then changes it', async () => {
    const { email, cookie } = await createUser(t.app);
    const weak = await post('/api/auth/change-password', cookie, {
      currentPassword: PASSWORD,
      newPassword: 'nouppercase1!',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password must contain at least 1 uppercase letter!');
    const ok = await post('/api/auth/change-password', cookie, {
      currentPassword: PASSWORD,
      newPassword: 'Ch4nged!pass',
    });
    expect(ok.statusCode).toBe(200);
    expect((await signIn(t.app, email, 'Ch4nged!pass')).res.statusCode).toBe(200);
    expect((await signIn(t.app, email, PASSWORD)).res.statusCode).toBe(401);
  });

  it('needs the current password and a session', async () => {
    const { cookie } = await createUser(t.app);
    const wrong = await post('/api/auth/change-password', cookie, {
      currentPassword: 'Wrong-pass1!',
      newPassword: 'Ch4nged!pass',
    });
    expect(wrong.statusCode).toBe(400);
    const visitor = await post('/api/auth/change-password', '', {
      currentPassword: PASSWORD,
      newPassword: 'Ch4nged!pass',
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('two-factor sign-in (TOTP)', () => {
  it('is set up with an authenticator code, then asked for at sign-in; a recovery code works once', async () => {
    const { email, cookie } = await createUser(t.app);
    const enable = await post('/api/auth/two-factor/enable', cookie, { password: PASSWORD });
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/PartsYard/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    const totp = new TOTP({ secret, digits: 6, period: 30 });

    // Not on until the first code is confirmed.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user
        .twoFactorEnabled,
    ).toBe(false);
    const confirm = await post('/api/auth/two-factor/verify-totp', cookie, { code: totp.generate() });
    expect(confirm.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookiesOf(confirm, cookie) },
    });
    expect(me.json().user.twoFactorEnabled).toBe(true);

    // Sign-in now stops at the second factor: no session until the code.
    const first = await signIn(t.app, email);
    expect(first.res.json()).toMatchObject({ twoFactorRedirect: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: first.cookie } })).statusCode,
    ).toBe(401);
    const bad = await post('/api/auth/two-factor/verify-totp', first.cookie, { code: '000000' });
    expect(bad.statusCode).toBe(401);
    const good = await post('/api/auth/two-factor/verify-totp', first.cookie, { code: totp.generate() });
    expect(good.statusCode).toBe(200);
    // The session token stays in the HttpOnly cookie, out of the JSON a script could read.
    expect(good.json()).not.toHaveProperty('token');
    expect(good.body).not.toContain(sessionToken(good));
    const session = cookiesOf(good, first.cookie);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } })).statusCode,
    ).toBe(200);

    // A recovery code instead of the app, once.
    const code = backupCodes[0] ?? '';
    const second = await signIn(t.app, email);
    const backup = await post('/api/auth/two-factor/verify-backup-code', second.cookie, { code });
    expect(backup.statusCode).toBe(200);
    expect(backup.json()).not.toHaveProperty('token');
    expect(backup.body).not.toContain(sessionToken(backup));
    const third = await signIn(t.app, email);
    const reused = await post('/api/auth/two-factor/verify-backup-code', third.cookie, { code });
    expect(reused.statusCode).toBe(401);
  });
});
