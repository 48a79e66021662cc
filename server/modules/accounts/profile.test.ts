import { MESSAGES } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp, sampleProfile } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload });

describe('profile', () => {
  it('is private: a visitor gets 401 on read and write', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'PUT', url: '/api/profile', payload: sampleProfile('visitor') });
    expect(res.statusCode).toBe(401);
  });

  it('is 404 until completed, then saved with the location of its postal code', async () => {
    const { cookie } = await createUser(t.app, { profile: false });
    const missing = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    const res = await put(cookie, sampleProfile('Robin_1'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Successfully updated user data!');
    expect(body.warning).toBeUndefined();
    expect(body.profile).toMatchObject({ username: 'Robin_1', city: 'Beverly Hills', zip: '90210' });
    expect(body.profile.lat).toBeCloseTo(34.09, 1);
    expect(body.profile.lng).toBeCloseTo(-118.41, 1);
    const read = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(read.json()).toEqual(body.profile);
  });

  it.each([
    [{ first_name: ' ' }, 'Please fill in all the fields!'],
    [{ country: '' }, 'Please fill in all the fields!'],
    [{ username: 'a'.repeat(21) }, 'Username cannot be longer than 20 characters!'],
    [{ username: 'two words' }, 'Username cannot contain spaces!'],
    [{ first_name: 'F'.repeat(21) }, MESSAGES.firstNameTooLong],
    [{ last_name: 'L'.repeat(21) }, MESSAGES.lastNameTooLong],
  ])('refuses %o with the spec message', async (change, message) => {
    const { cookie } = await createUser(t.app, { profile: false });
    const res = await put(cookie, { ...sampleProfile('ruleuser'), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses another user's username without regard to case, but lets a user keep their own", async () => {
    const first = await createUser(t.app, { username: 'PartsGuy' });
    const second = await createUser(t.app, { profile: false });
    const taken = await put(second.cookie, sampleProfile('partsguy'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Username already exists!');
    const own = await put(first.cookie, {
      ...sampleProfile('PARTSGUY'),
      city: 'Boise',
      zip: '83702',
      state: 'ID',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().profile).toMatchObject({ username: 'PARTSGUY', city: 'Boise' });
  });

  it('uses the coordinates of a chosen suggestion, and warns when an address cannot be placed', async () => {
    const { cookie } = await createUser(t.app, { profile: false });
    const chosen = await put(cookie, { ...sampleProfile('placed'), lat: 45.5, lng: -73.6 });
    expect(chosen.json().profile).toMatchObject({ lat: 45.5, lng: -73.6 });
    const lost = await put(cookie, {
      ...sampleProfile('placed'),
      city: 'Nowhereville',
      state: 'ZZ',
      zip: '00000',
      country: 'Atlantis',
    });
    expect(lost.statusCode).toBe(200);
    expect(lost.json().warning).toBe(MESSAGES.locationNotFound);
    expect(lost.json().profile).toMatchObject({ lat: null, lng: null, city: 'Nowhereville' });
  });

  it('refuses hostile input with a 4xx and keeps the saved profile', async () => {
    const { cookie } = await createUser(t.app, { username: 'keeper' });
    for (const payload of [{ ...sampleProfile('keeper'), lat: 'north' }, { username: ['x'] }, 'nonsense']) {
      const res = await put(cookie, payload as object);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const read = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(read.json().username).toBe('keeper');
  });
});

describe('POST /api/get-user-id and /api/is-admin', () => {
  it('finds a user id by username in any case, and nothing else about them', async () => {
    const { id } = await createUser(t.app, { username: 'LookMeUp' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/get-user-id',
      payload: { username: 'lookmeup' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/get-user-id',
      payload: { username: 'ghost' },
    });
    expect(none.statusCode).toBe(404);
  });

  it('tells whether a user id is an admin, false for anyone else', async () => {
    const admin = await createUser(t.app, { admin: true });
    const user = await createUser(t.app);
    const ask = (user_id: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/is-admin', payload: { user_id }, remoteAddress: nextIp() });
    expect((await ask(admin.id)).json()).toEqual({ isAdmin: true });
    expect((await ask(user.id)).json()).toEqual({ isAdmin: false });
    expect((await ask('no-such-user')).json()).toEqual({ isAdmin: false });
    expect((await ask(undefined)).statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin.cookie } });
    expect(me.json().user.isAdmin).toBe(true);
  });
});
