import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD, signIn } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// The session token travels only in the HttpOnly cookie (README): no answer of the auth routes
// carries it, and a session is ended by its id, by its owner only.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (cookie: string) =>
  decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0] ?? '';

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('session tokens stay in the cookie', () => {
  it('is in no answer that carries sessions', async () => {
    const admin = await createUser(t.app, { admin: true });
    const { email, id } = await createUser(t.app);
    const { res: signedIn, cookie } = await signIn(t.app, email);
    const token = tokenOf(cookie);
    expect(token.length).toBeGreaterThan(10);
    const adminToken = tokenOf(admin.cookie);
    const answers = {
      'sign-in': signedIn,
      'get-session': await get('/api/auth/get-session', cookie),
      'list-sessions': await get('/api/auth/list-sessions', cookie),
      me: await get('/api/me', cookie),
      'update-session': await post('/api/auth/update-session', cookie, {}),
      'admin list-user-sessions': await post('/api/auth/admin/list-user-sessions', admin.cookie, {
        userId: id,
      }),
      'admin get-session': await get('/api/auth/get-session', admin.cookie),
      'admin list-sessions': await get('/api/auth/list-sessions', admin.cookie),
    };
    for (const [route, res] of Object.entries(answers)) {
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(500);
      expect(res.body, route).not.toContain(token);
      expect(res.body, route).not.toContain(adminToken);
    }
    // The answers still say what they should, without the token.
    expect(answers['get-session'].json().session).toMatchObject({ userId: id });
    expect(answers['list-sessions'].json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: id, id: expect.any(String) })]),
    );
    const changed = await post('/api/auth/change-password', cookie, {
      currentPassword: PASSWORD,
      newPassword: 'An0ther!pass',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.body).not.toContain(tokenOf(`${changed.headers['set-cookie']}`) || 'no-new-token');
    expect(changed.json()).not.toHaveProperty('token');
  });

  it("revokes a session by its id, the owner's own only", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const phone = await signIn(t.app, owner.email); // the owner's second device
    const sessions = (await get('/api/auth/list-sessions', owner.cookie)).json() as { id: string }[];
    expect(sessions).toHaveLength(2); // createUser's sign-in and the phone's
    const phoneId = ((await get('/api/auth/get-session', phone.cookie)).json() as { session: { id: string } })
      .session.id;
    const otherId = ((await get('/api/auth/get-session', other.cookie)).json() as { session: { id: string } })
      .session.id;

    // Not another user's session: 404, and it goes on working.
    const refused = await post('/api/auth/revoke-session', owner.cookie, { id: otherId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('No such session.');
    expect((await get('/api/me', other.cookie)).statusCode).toBe(200);
    expect((await post('/api/auth/revoke-session', owner.cookie, { id: 'no-such-id' })).statusCode).toBe(404);

    // The owner signs the phone out from the first device.
    const revoked = await post('/api/auth/revoke-session', owner.cookie, { id: phoneId });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await get('/api/me', phone.cookie)).statusCode).toBe(401);
    expect((await get('/api/me', owner.cookie)).statusCode).toBe(200);
    const left = (await get('/api/auth/list-sessions', owner.cookie)).json() as { id: string }[];
    expect(left.map((s) => s.id)).not.toContain(phoneId);
  });
});
