import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// The watchlist notices setting: email (the default), in_app or off, kept with the
// profile, read in GET /api/me and saved with PUT /api/profile/preferences beside the distance unit.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profile/preferences',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();

describe('watchlist notices setting', () => {
  it('is email until chosen, then what was chosen; the distance unit stays', async () => {
    const user = await createUser(t.app);
    expect((await me(user.cookie)).profile.watch_notices).toBe('email');
    expect((await put(user.cookie, { distance_unit: 'km' })).json().watch_notices).toBe('email');
    const res = await put(user.cookie, { watch_notices: 'in_app' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ watch_notices: 'in_app', distance_unit: 'km' });
    expect((await me(user.cookie)).profile).toMatchObject({ watch_notices: 'in_app', distance_unit: 'km' });
    expect((await put(user.cookie, { watch_notices: 'off', distance_unit: 'mi' })).json()).toMatchObject({
      watch_notices: 'off',
      distance_unit: 'mi',
    });
  });

  it('refuses a bad value or nothing to save with a clear sentence', async () => {
    const user = await createUser(t.app);
    for (const bad of ['weekly', 'EMAIL', '', null, 3]) {
      const res = await put(user.cookie, { watch_notices: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe('The watchlist notices setting must be email, in_app or off.');
    }
    const empty = await put(user.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose a setting to save: distance_unit, watch_notices or language.');
    expect((await me(user.cookie)).profile.watch_notices).toBe('email');
  });

  it('is for signed-in users with a profile', async () => {
    expect((await put('', { watch_notices: 'off' })).statusCode).toBe(401);
    const bare = await createUser(t.app, { profile: false });
    expect((await put(bare.cookie, { watch_notices: 'off' })).statusCode).toBe(404);
  });
});
