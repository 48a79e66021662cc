import type { TSearchPage } from '@common/contracts/search';
import { MESSAGES } from '@common/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema';
import { createUser } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// GET /api/users/{id} (a seller's public profile, used with search_user_id for their page) and
// PUT /api/profile/preferences (the distance unit, kept with the profile).

let t: TTestApp;
interface TUser {
  id: string;
  email: string;
  cookie: string;
}
let seller: TUser;
let other: TUser;
let bare: TUser; // signed up, no profile yet
const sellerPosts: number[] = [];
let soldPost = 0;
let otherPost = 0;

const PROFILE = {
  username: 'yard_king',
  first_name: 'Marguerite',
  last_name: 'Hollowell',
  street: '88 Quiet Crescent',
  city: 'Kingston',
  state: 'ON',
  zip: 'K7L 3N6',
  country: 'Canada',
  lat: 44.2312,
  lng: -76.486,
};

async function newPost(user: TUser, price: number) {
  const { cartId, checkout } = await createPost(t.app, user.cookie, { change: { price } });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const [cart] = await t.app.db.select({ postId: carts.postId }).from(carts).where(eq(carts.id, cartId));
  if (!cart?.postId) throw new Error('not published');
  return cart.postId;
}

beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.app, { profile: false });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie: seller.cookie },
    payload: PROFILE,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  other = await createUser(t.app, { username: 'other_yard' });
  bare = await createUser(t.app, { profile: false });
  sellerPosts.push(await newPost(seller, 30), await newPost(seller, 20));
  soldPost = await newPost(seller, 10);
  const sold = await t.app.inject({
    method: 'POST',
    url: `/api/posts/${soldPost}/sold`,
    headers: { cookie: seller.cookie },
  });
  expect(sold.json().status).toBe('sold');
  otherPost = await newPost(other, 15);
});
afterAll(() => t.close());

const getUser = (id: string, cookie = '') =>
  t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: cookie ? { cookie } : {} });

describe('GET /api/users/{id}', () => {
  it("shows anyone the seller's public fields only", async () => {
    for (const cookie of ['', other.cookie, seller.cookie]) {
      const res = await getUser(seller.id, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        user_id: seller.id,
        username: 'yard_king',
        city: 'Kingston',
        state: 'ON',
        country: 'Canada',
      });
      for (const secret of [
        PROFILE.first_name,
        PROFILE.last_name,
        PROFILE.street,
        PROFILE.zip,
        seller.email,
        '44.23',
        '-76.48',
        'distance_unit',
      ]) {
        expect(res.body).not.toContain(secret);
      }
    }
  });

  it('answers 404 for an unknown user, or one without a profile', async () => {
    for (const id of ['no-such-user', bare.id]) {
      const res = await getUser(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.userNotFound });
    }
  });

  it('answers 400, not 500, for ids that cannot be one', async () => {
    for (const id of ['%00', `abc%00def`, '%20%20']) {
      const res = await getUser(id);
      expect(res.statusCode, `${id}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: expect.any(String) });
    }
    // Longer than any id: the router refuses it (414) before the route's own limit would.
    const long = await getUser('x'.repeat(101));
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({
      statusCode: 414,
      code: expect.any(String),
      message: expect.any(String),
    });
    // Text that looks like SQL is only an id nobody has.
    const sqlish = await getUser(encodeURIComponent("' OR '1'='1"));
    expect(sqlish.statusCode).toBe(404);
  });

  it("with search_user_id, lists the seller's live posts only", async () => {
    const profile = (await getUser(seller.id)).json();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/posts/search?search_user_id=${encodeURIComponent(profile.user_id)}`,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json() as TSearchPage;
    // Cheapest first; the sold one and the other seller's are not there.
    expect(page.posts.map((p) => p.id)).toEqual([...sellerPosts].reverse());
    expect(page.posts.map((p) => p.id)).not.toContain(soldPost);
    expect(page.posts.map((p) => p.id)).not.toContain(otherPost);
    for (const post of page.posts) {
      expect(post).toMatchObject({ user_id: seller.id, username: profile.username, city: profile.city });
    }
  });
});

describe('PUT /api/profile/preferences', () => {
  const put = (cookie: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/preferences',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  const me = async (cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('asks a visitor to sign in', async () => {
    const res = await put('', { distance_unit: 'km' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: MESSAGES.signInRequired,
    });
  });

  it('needs a profile first', async () => {
    const res = await put(bare.cookie, { distance_unit: 'km' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.profileRequired });
    expect((await me(bare.cookie)).profile).toBeNull();
  });

  it('refuses any unit but mi or km', async () => {
    for (const payload of [
      { distance_unit: 'furlongs' },
      { distance_unit: 'KM' },
      { distance_unit: '' },
      { distance_unit: null },
      { distance_unit: 5 },
    ]) {
      const res = await put(seller.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION',
        message: MESSAGES.unitInvalid,
      });
    }
    expect((await me(seller.cookie)).profile.distance_unit).toBe('km');
  });

  it("follows the profile's country until chosen (km in Canada, miles in the United States), is saved and returned by GET /api/me, and kept when the profile is saved", async () => {
    expect((await me(seller.cookie)).profile.distance_unit).toBe('km');
    expect((await me(other.cookie)).profile.distance_unit).toBe('mi');

    const res = await put(seller.cookie, { distance_unit: 'km' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user_id: seller.id, username: 'yard_king', distance_unit: 'km' });
    expect((await me(seller.cookie)).profile.distance_unit).toBe('km');
    // Only the caller's own preference changed.
    expect((await me(other.cookie)).profile.distance_unit).toBe('mi');
    expect((await put(other.cookie, { distance_unit: 'km' })).statusCode).toBe(200);
    expect((await me(other.cookie)).profile.distance_unit).toBe('km');

    // Saving the profile again does not reset it.
    const resave = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: seller.cookie },
      payload: { ...PROFILE, city: 'Kingston' },
    });
    expect(resave.statusCode).toBe(200);
    expect(resave.json().profile.distance_unit).toBe('km');
    expect((await me(seller.cookie)).profile.distance_unit).toBe('km');

    expect((await put(seller.cookie, { distance_unit: 'mi' })).json().distance_unit).toBe('mi');
    expect((await me(seller.cookie)).profile.distance_unit).toBe('mi');
    // Never part of the public profile.
    expect(Object.keys((await getUser(seller.id)).json())).not.toContain('distance_unit');
  });
});
