import { SAVED_SEARCH_MAX } from '@common/constants';
import type { TSavedSearch, TSavedSearchList } from '@common/contracts/saved-searches';
import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { createPost, someIds } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// /api/saved-searches: who may list, save, rename, change the alert and delete; the live count;
// the rules (known model and part, a year in range, a place for a radius, at most SAVED_SEARCH_MAX);
// bad input answers a 4xx with a sentence.

let t: TTestApp;
interface TUser {
  id: string;
  cookie: string;
}
let owner: TUser;
let other: TUser;
let seller: TUser;
let civic: number;
let part: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { username: 'saver_owner' });
  other = await createUser(t.app, { username: 'saver_other' });
  seller = await createUser(t.app, { username: 'saver_seller' });
  ({ vehicleId: civic, partId: part } = await someIds(t.app));
  // One live post: a 2012 Civic's part (the helper's defaults).
  const { checkout } = await createPost(t.app, seller.cookie);
  expect(checkout.statusCode, checkout.body).toBe(200);
}, 120_000);
afterAll(() => t.close());

const headers = (cookie: string) => (cookie ? { cookie } : {});
const list = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: headers(cookie) });
const save = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: headers(cookie),
    payload: payload as object,
  });
const change = (cookie: string, id: unknown, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/saved-searches/${id}`,
    headers: headers(cookie),
    payload: payload as object,
  });
const remove = (cookie: string, id: unknown) =>
  t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: headers(cookie) });
const clear = (userId: string) => t.app.db.execute(sql`DELETE FROM saved_searches WHERE user_id = ${userId}`);
const saved = async (payload: unknown, user = owner) => {
  const res = await save(user.cookie, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TSavedSearch;
};

describe('a visitor', () => {
  it('is asked to sign in by every saved-search route', async () => {
    for (const res of [
      await list(''),
      await save('', { name: 'Civic', filters: {} }),
      await change('', 1, { name: 'x' }),
      await remove('', 1),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: MESSAGES.signInRequired });
    }
  });
});

describe('the owner', () => {
  it('saves a search with a name and alert, its query in stable order, and the live count', async () => {
    await clear(owner.id);
    const s = await saved({
      name: '  Civic parts  ',
      alert: 'daily',
      filters: { search_part: String(part), search_make: civic, search_year: '2012', q: ' ' },
      view: { order_by: 'year', direction: 'desc' },
    });
    expect(s).toMatchObject({
      name: 'Civic parts',
      alert: 'daily',
      query: `search_year=2012&search_make=${civic}&search_part=${part}&order_by=year&direction=desc`,
      matches: 1,
      matches_capped: false,
    });
    const none = await saved({ name: 'Older', filters: { search_make: civic, search_year: 1999 } });
    expect(none).toMatchObject({ alert: 'instant', matches: 0 });
    const mine = (await list(owner.cookie)).json() as TSavedSearchList;
    expect(mine.max).toBe(SAVED_SEARCH_MAX);
    expect(mine.searches.map((x) => x.name)).toEqual(['Older', 'Civic parts']);
    expect((await list(other.cookie)).json().searches).toEqual([]);
  });

  it('renames, changes the alert and deletes; the count follows the posts', async () => {
    const s = await saved({ name: 'Any part', filters: {} });
    const renamed = await change(owner.cookie, s.id, { name: 'Everything' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Everything', alert: 'instant', matches: 1 });
    const off = await change(owner.cookie, s.id, { alert: 'off' });
    expect(off.json()).toMatchObject({ name: 'Everything', alert: 'off' });
    const gone = await remove(owner.cookie, s.id);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ id: s.id });
    expect((await remove(owner.cookie, s.id)).statusCode).toBe(404);
  });

  it('saves a radius from the typed place or the device position, and refuses one without a place', async () => {
    const typed = await saved({ name: 'Near Toronto', filters: { near: 'M5V', radius: '50', unit: 'km' } });
    expect(typed.query).toBe('near=M5V&radius=50&unit=km');
    const row = await t.app.db.execute(
      sql`SELECT lat, lng, radius_m, anchor FROM saved_searches WHERE id = ${typed.id}`,
    );
    expect(row.rows[0]).toMatchObject({ radius_m: 50_000, anchor: 'place' });
    expect(Math.round(Number((row.rows[0] as { lat: number }).lat))).toBe(44);
    const device = await saved({ name: 'Here', filters: { radius: 25 }, point: { lat: 45.5, lng: -73.6 } });
    // Without a unit the radius is in miles, and the URL says so.
    expect(device.query).toBe('radius=25&unit=mi');
    const noPlace = await save(owner.cookie, { name: 'Nowhere', filters: { radius: 25 } });
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json()).toMatchObject({ message: MESSAGES.locationRequired });
    const unknown = await save(owner.cookie, { name: 'Nowhere', filters: { near: 'zzqxv', radius: 25 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: MESSAGES.savedSearchPlaceUnknown });
  });

  it('stops at SAVED_SEARCH_MAX with a sentence, and saves again once one is deleted', async () => {
    await clear(owner.id);
    await t.app.db.execute(sql`
      INSERT INTO saved_searches (user_id, name, query)
      SELECT ${owner.id}, 'Search ' || n, '' FROM generate_series(1, ${SAVED_SEARCH_MAX - 1}) AS n`);
    const last = await saved({ name: 'The hundredth', filters: {} });
    const over = await save(owner.cookie, { name: 'One too many', filters: {} });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'CONFLICT', message: MESSAGES.savedSearchesFull });
    expect((await remove(owner.cookie, last.id)).statusCode).toBe(200);
    await saved({ name: 'Fits again', filters: {} });
    await clear(owner.id);
  });
});

describe('another user', () => {
  it("cannot rename, change or delete someone else's search: 404", async () => {
    const s = await saved({ name: 'Mine', filters: {} });
    for (const res of [
      await change(other.cookie, s.id, { name: 'Theirs' }),
      await change(other.cookie, s.id, { alert: 'off' }),
      await remove(other.cookie, s.id),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.savedSearchNotFound });
    }
    expect((await list(owner.cookie)).json().searches[0]).toMatchObject({ id: s.id, name: 'Mine' });
  });
});

describe('bad input', () => {
  it('answers unknown ids, bad years, names and modes with a 400 and a sentence', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'x', filters: { search_make: 999_999 } }, MESSAGES.vehicleNotFound],
      [{ name: 'x', filters: { search_part: 999_999 } }, MESSAGES.partNotFound],
      [{ name: 'x', filters: { search_year: 1800 } }, MESSAGES.searchYearInvalid],
      [{ name: 'x', filters: { search_year: 'abc' } }, MESSAGES.searchYearInvalid],
      [{ name: 'x', filters: { search_make: '99999999999' } }, MESSAGES.searchModelInvalid],
      [{ name: 'x', filters: { radius: 7 } }, MESSAGES.radiusInvalid],
      [{ name: '   ', filters: {} }, MESSAGES.savedSearchNameRequired],
      [{ name: 'x'.repeat(81), filters: {} }, MESSAGES.savedSearchNameTooLong],
      [{ name: 'x', alert: 'hourly', filters: {} }, MESSAGES.alertModeInvalid],
      [{ name: 'x', filters: {}, point: { lat: 91, lng: 0 } }, MESSAGES.locationInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await save(owner.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body, JSON.stringify(payload)).toContain(message);
    }
    for (const res of [
      await change(owner.cookie, 1, {}),
      await change(owner.cookie, 'abc', { name: 'x' }),
      await remove(owner.cookie, '1e3'),
      await change(owner.cookie, 1, { alert: 'never' }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
    }
  });
});
