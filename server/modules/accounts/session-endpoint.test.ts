import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// The browser asks for the session on every page: a visitor's answer is a normal 200 with null,
// so Chrome logs no failed request (Lighthouse's Best Practices); /api/me keeps its 401 for API clients.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

describe('GET /api/session', () => {
  it('answers a visitor 200 with null, never cached, while /api/me still answers 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('answers a signed-in user with the same body as /api/me', async () => {
    const { email } = await createUser(t.app, { username: 'sessionuser' });
    const { cookie } = await signIn(t.app, email);
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email, isAdmin: false, twoFactorEnabled: false },
      profile: { username: 'sessionuser' },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(res.json()).toEqual(me.json());
  });
});
