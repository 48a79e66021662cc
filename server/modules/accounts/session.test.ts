import { MESSAGES } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, createUser, nextIp, signIn } from '../../test/accounts';
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

  it("answers 404 to revoking another user's session, which goes on working", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: { cookie: other.cookie },
    });
    const otherToken = (sessions.json() as { token: string }[])[0]?.token;
    expect(otherToken).toBeTruthy();
    const revoke = (cookie: string, token: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/revoke-session',
        headers: { cookie },
        payload: { token },
      });
    const res = await revoke(owner.cookie, otherToken);
    expect(res.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: other.cookie } })).statusCode,
    ).toBe(200);
    expect((await revoke(owner.cookie, 'no-such-token')).statusCode).toBe(404);
    // Its owner can still end it.
    expect((await revoke(other.cookie, otherToken)).statusCode).toBe(200);
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

  it('limits failed sign-in attempts per account, from any address; successes do not count', async () => {
    const { email } = await createUser(t.app, { profile: false });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await signIn(t.app, email, 'Wrong-pass1!')).res.statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);
    // The right password is refused too while the account is locked out.
    expect(codes).toHaveLength(11);
    expect((await signIn(t.app, email)).res.statusCode).toBe(429);
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
