import { MESSAGES } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, createUser, nextIp, PASSWORD, signIn, waitForMailTo } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign in and sessions', () => {
  it('answers a missing email or password with the spec message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'a@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.credentialsRequired);
  });

  it('refuses a wrong password with the backend message, the same for an unknown email', async () => {
    const { email } = await createUser(t.app);
    const wrong = await signIn(t.app, email, 'Wrong-pass1!');
    const unknown = await signIn(t.app, 'nobody@example.com', 'Wrong-pass1!');
    expect(wrong.res.statusCode).toBe(401);
    expect(unknown.res.statusCode).toBe(401);
    expect(wrong.res.json().message).toBe(unknown.res.json().message);
    expect(wrong.res.json().message).toMatch(/invalid email or password/i);
  });

  it('gives an HttpOnly, SameSite=Lax session cookie that /api/me reads', async () => {
    const { email } = await createUser(t.app, { username: 'cookieuser' });
    const { res, cookie } = await signIn(t.app, email);
    expect(res.statusCode).toBe(200);
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ user: { email, isAdmin: false }, profile: { username: 'cookieuser' } });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('keeps the session token out of the sign-in JSON (cookie only)', async () => {
    const { email } = await createUser(t.app);
    const { res, cookie } = await signIn(t.app, email);
    expect(res.statusCode).toBe(200);
    const token = decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split(
      '.',
    )[0];
    expect(token?.length).toBeGreaterThan(10);
    expect(res.json()).not.toHaveProperty('token');
    expect(res.body).not.toContain(token);
    expect(res.json()).toMatchObject({ user: { email } });
  });

  it("answers 404 to revoking another user's session (named by its id), which goes on working", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: { cookie: other.cookie },
    });
    const otherId = (sessions.json() as { id: string }[])[0]?.id;
    expect(otherId).toBeTruthy();
    const revoke = (cookie: string, id: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/revoke-session',
        headers: { cookie },
        payload: { id },
      });
    const res = await revoke(owner.cookie, otherId);
    expect(res.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: other.cookie } })).statusCode,
    ).toBe(200);
    expect((await revoke(owner.cookie, 'no-such-session')).statusCode).toBe(404);
    // Its owner can still end it.
    expect((await revoke(other.cookie, otherId)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: other.cookie } })).statusCode,
    ).toBe(401);
  });

  it('signs out on the server: the old cookie stops working, and a second sign-out is harmless', async () => {
    const { cookie } = await createUser(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
      payload: {},
    });
    expect(again.statusCode).toBeLessThan(500);
  });

  it('answers a visitor with 401 and the spec words', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe(MESSAGES.signInRequired);
  });

  it("does not let an attacker's failures from other addresses stop the owner on a known browser", async () => {
    const { email } = await createUser(t.app, { profile: false });
    // The owner signed in on this browser before: it keeps the signed known-device cookie.
    const first = await signIn(t.app, email);
    const device =
      cookiesOf(first.res)
        .split('; ')
        .find((c) => c.startsWith('py_device=')) ?? '';
    expect(device).toMatch(/^py_device=.+/);
    expect(String(first.res.headers['set-cookie'])).toMatch(/py_device=[^;]+;.*HttpOnly/i);

    // Wrong guesses from many addresses: the account is slowed down (429 with Retry-After), not locked.
    const codes: number[] = [];
    let retryAfter = 0;
    for (let i = 0; i < 12; i++) {
      const res = (await signIn(t.app, email, 'Wrong-pass1!')).res;
      codes.push(res.statusCode);
      if (res.statusCode === 429) retryAfter = Number(res.headers['retry-after']);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual([429, 429]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10);
    // A browser the account does not know waits its turn...
    expect((await signIn(t.app, email)).res.statusCode).toBe(429);
    // ...the owner's browser does not, from whatever address.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { cookie: device },
      payload: { email, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(owner.statusCode, owner.body).toBe(200);
    // A right password forgets the failures: a new browser gets in too.
    expect((await signIn(t.app, email)).res.statusCode).toBe(200);
  });

  it("lets the owner's known browser in even from the address the wrong guesses came from", async () => {
    const { email } = await createUser(t.app, { profile: false });
    const at = '10.252.0.1';
    const from = (password: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: cookie ? { cookie } : {},
        payload: { email, password },
        remoteAddress: at,
      });
    const first = await from(PASSWORD);
    const device =
      cookiesOf(first)
        .split('; ')
        .find((c) => c.startsWith('py_device=')) ?? '';
    expect(device).toMatch(/^py_device=.+/);
    // Ten wrong guesses from one shared address (an office, a phone network, or the attacker's)...
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await from('Wrong-pass1!')).statusCode);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    // ...slow that address down for a moment, never for the rest of a 15-minute window...
    const slowed = await from(PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(30);
    // ...and the owner's browser gets in from it at once.
    const owner = await from(PASSWORD, device);
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('lets the owner in on a new browser after a reset link, whatever the attack', async () => {
    const { email } = await createUser(t.app, { profile: false });
    for (let i = 0; i < 11; i++) await signIn(t.app, email, 'Wrong-pass1!');
    expect((await signIn(t.app, email)).res.statusCode).toBe(429);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/forgot-password',
      payload: { email },
      remoteAddress: nextIp(),
    });
    expect(asked.statusCode).toBe(200);
    const token = new URL((await waitForMailTo(t.app, email)).link).searchParams.get('token');
    const NEW = 'N3w!password';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/reset-password',
      payload: { email, token, password: NEW, confirmPassword: NEW },
      remoteAddress: nextIp(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(String(reset.headers['set-cookie'])).toMatch(/py_device=/);
    expect((await signIn(t.app, email, NEW)).res.statusCode).toBe(200);
  });

  it('limits failures per account and address: 429 with Retry-After there, other addresses still answered', async () => {
    const { email } = await createUser(t.app, { profile: false });
    const from = (remoteAddress: string, password = 'Wrong-pass1!') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password },
        remoteAddress,
      });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await from('10.251.0.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await from('10.251.0.1', PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(MESSAGES.tooManyAttempts);
    expect((await from('10.251.0.2', PASSWORD)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const { email } = await createUser(t.app, { profile: false });
    for (let i = 0; i < 12; i++) expect((await signIn(t.app, email)).res.statusCode).toBe(200);
  });

  it('limits sign-in attempts per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: `x${i}@example.com`, password: 'Wrong-pass1!' },
        remoteAddress: '10.250.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes[20]).toBe(429);
    expect(codes.filter((c) => c === 429)).toHaveLength(1);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'x@example.com', password: 'Wrong-pass1!' },
      remoteAddress: '10.250.0.1',
    });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses state-changing requests from another site', async () => {
    const { cookie } = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/is-admin',
      headers: { origin: 'http://localhost:3000' },
      payload: { user_id: 'x' },
      remoteAddress: nextIp(),
    });
    expect(same.statusCode).toBe(200);
    expect(cookiesOf(same)).toBe('');
  });
});
