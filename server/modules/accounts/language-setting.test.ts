import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sampleProfile } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// The account's language: set when the profile is made, from the request's language
// (the page it was filled in), read in GET /api/me and /api/profile, changed with
// PUT /api/profile/preferences { language } (the switcher does it for a signed-in person).

const FR = { 'accept-language': 'fr-CA,fr;q=0.9' };

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profile/preferences',
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
const saveProfile = (cookie: string, username: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie, ...headers },
    payload: sampleProfile(username),
  });

describe('the account language', () => {
  it('is English for a profile made in English, and what the person chooses after', async () => {
    const user = await createUser(t.app);
    expect((await me(user.cookie)).profile.language).toBe('en');
    const res = await put(user.cookie, { language: 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ language: 'fr', watch_notices: 'email' });
    expect((await me(user.cookie)).profile.language).toBe('fr');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: user.cookie },
    });
    expect(profile.json().language).toBe('fr');
    expect((await put(user.cookie, { language: 'en', distance_unit: 'km' })).json()).toMatchObject({
      language: 'en',
      distance_unit: 'km',
    });
  });

  it('is French for a profile made from a French page, and editing the profile keeps it', async () => {
    const user = await createUser(t.app, { profile: false });
    const made = await saveProfile(user.cookie, 'francine', FR);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().profile.language).toBe('fr');
    const edited = await saveProfile(user.cookie, 'francine2');
    expect(edited.json().profile).toMatchObject({ username: 'francine2', language: 'fr' });
    expect((await me(user.cookie)).profile.language).toBe('fr');
  });

  it('refuses a language it does not speak with a clear sentence, in the caller language', async () => {
    const user = await createUser(t.app);
    for (const bad of ['de', 'fr-CA', 'FR', '', null, 1]) {
      const res = await put(user.cookie, { language: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'The language must be en or fr.',
        fields: { language: 'languageInvalid' },
      });
    }
    const fr = await put(user.cookie, { language: 'es' }, FR);
    expect(fr.statusCode).toBe(400);
    expect(fr.json().message).toBe('La langue doit être en ou fr.');
    expect((await me(user.cookie)).profile.language).toBe('en');
  });

  it('is for signed-in users with a profile', async () => {
    expect((await put('', { language: 'fr' })).statusCode).toBe(401);
    const bare = await createUser(t.app, { profile: false });
    expect((await put(bare.cookie, { language: 'fr' })).statusCode).toBe(404);
  });
});
