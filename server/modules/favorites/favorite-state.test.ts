import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema';
import { createUser } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// GET /api/favorites/{post_id}: whether the signed-in viewer has favourited one post (the post
// page's star). Only the viewer's own state, only to the viewer.

let t: TTestApp;
interface TUser {
  id: string;
  cookie: string;
}
let seller: TUser;
let fan: TUser;
let other: TUser;
let postId: number;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.app, { username: 'state_seller' });
  fan = await createUser(t.app, { username: 'state_fan' });
  other = await createUser(t.app, { username: 'state_other' });
  const { cartId, checkout } = await createPost(t.app, seller.cookie);
  expect(checkout.statusCode, checkout.body).toBe(200);
  const [cart] = await t.app.db.select({ postId: carts.postId }).from(carts).where(eq(carts.id, cartId));
  if (!cart?.postId) throw new Error('not published');
  postId = cart.postId;
});
afterAll(() => t.close());

const state = (cookie: string, id: unknown) =>
  t.app.inject({ method: 'GET', url: `/api/favorites/${id}`, headers: cookie ? { cookie } : {} });
const toggle = (cookie: string, id: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/favorites/toggle',
    headers: { cookie },
    payload: { post_id: id },
  });

describe('GET /api/favorites/{post_id}', () => {
  it('asks a visitor to sign in', async () => {
    const res = await state('', postId);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("answers the viewer's own state, before and after a toggle, and only theirs", async () => {
    const before = await state(fan.cookie, postId);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ post_id: postId, favorited: false, favorites: [] });

    const toggled = await toggle(fan.cookie, postId);
    expect(toggled.statusCode, toggled.body).toBe(200);
    const after = await state(fan.cookie, postId);
    expect(after.statusCode).toBe(200);
    // The same shape as the toggle's answer (and nothing else: no user ids, no other rows).
    expect(after.json()).toEqual(toggled.json());
    expect(Object.keys(after.json()).sort()).toEqual(['favorited', 'favorites', 'post_id']);
    expect(after.json()).toMatchObject({ favorited: true });
    // Someone's own answer is theirs alone: never kept by a shared cache.
    expect(after.headers['cache-control']).toBe('private, no-store');

    // Another user's answer says nothing of the fan's favourite.
    expect((await state(other.cookie, postId)).json()).toEqual({
      post_id: postId,
      favorited: false,
      favorites: [],
    });
    // The seller cannot favourite their own post: their state is plainly false.
    expect((await state(seller.cookie, postId)).json()).toMatchObject({ favorited: false });

    await toggle(fan.cookie, postId);
    expect((await state(fan.cookie, postId)).json()).toMatchObject({ favorited: false, favorites: [] });
  });

  it('answers false for a post that does not exist, and 400 for an id that is not one', async () => {
    expect((await state(fan.cookie, 987654)).json()).toEqual({
      post_id: 987654,
      favorited: false,
      favorites: [],
    });
    const bad = await state(fan.cookie, 'abc');
    expect(bad.statusCode).toBe(400);
  });
});
