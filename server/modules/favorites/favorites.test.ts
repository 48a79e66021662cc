import type { TSearchPage } from '@common/contracts/search';
import { MESSAGES } from '@common/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, favorites } from '../../db/schema';
import { createUser } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// POST /api/favorites/toggle and GET /api/favorites: who may favourite what, the toggle's
// serialization under concurrent clicks, and the list of the user's favourited live posts.

let t: TTestApp;
interface TUser {
  id: string;
  cookie: string;
}
let seller: TUser;
let fan: TUser;
let otherFan: TUser;

async function newPost(owner: TUser, price = 100) {
  const { cartId, checkout } = await createPost(t.app, owner.cookie, { change: { price } });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const [cart] = await t.app.db.select({ postId: carts.postId }).from(carts).where(eq(carts.id, cartId));
  if (!cart?.postId) throw new Error('not published');
  return cart.postId;
}

const toggle = (cookie: string, postId: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/favorites/toggle',
    headers: cookie ? { cookie } : {},
    payload: { post_id: postId },
  });
const list = (cookie: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/favorites?${query}`, headers: cookie ? { cookie } : {} });
const listed = async (cookie: string, query = '') => {
  const res = await list(cookie, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TSearchPage;
};
const rowsFor = (user: TUser, postId: number) =>
  t.app.db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, user.id), eq(favorites.postId, postId)));
const markSold = (postId: number) =>
  t.app.inject({ method: 'POST', url: `/api/posts/${postId}/sold`, headers: { cookie: seller.cookie } });

let p1: number;
let p2: number;
let p3: number;
let p4: number;
let fansOwn: number;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.app, { username: 'fav_seller' });
  fan = await createUser(t.app, { username: 'fav_fan' });
  otherFan = await createUser(t.app, { username: 'fav_other' });
  p1 = await newPost(seller, 100);
  p2 = await newPost(seller, 200);
  p3 = await newPost(seller, 300);
  p4 = await newPost(seller, 400);
  fansOwn = await newPost(fan, 50);
});
afterAll(() => t.close());

describe('POST /api/favorites/toggle', () => {
  it('asks a visitor to sign in', async () => {
    const res = await toggle('', p1);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: MESSAGES.signInRequired,
    });
    expect(await rowsFor(fan, p1)).toHaveLength(0);
  });

  it("turns a favourite of another seller's post on, then off", async () => {
    const on = await toggle(fan.cookie, p1);
    expect(on.statusCode, on.body).toBe(200);
    const rows = await rowsFor(fan, p1);
    expect(rows).toHaveLength(1);
    expect(on.json()).toEqual({ post_id: p1, favorited: true, favorites: [{ id: rows[0]?.id }] });
    // The post now carries it in the fan's search, and only there.
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/posts/search',
      headers: { cookie: fan.cookie },
    });
    expect(search.json().posts.find((p: { id: number }) => p.id === p1).favorites).toEqual([
      { id: rows[0]?.id },
    ]);

    const off = await toggle(fan.cookie, p1);
    expect(off.json()).toEqual({ post_id: p1, favorited: false, favorites: [] });
    expect(await rowsFor(fan, p1)).toHaveLength(0);
    // A post id sent as a string of digits is taken as the number.
    const again = await toggle(fan.cookie, String(p1));
    expect(again.json()).toMatchObject({ post_id: p1, favorited: true });
    expect((await toggle(fan.cookie, p1)).json().favorited).toBe(false);
  });

  it("refuses a favourite of one's own post", async () => {
    const res = await toggle(fan.cookie, fansOwn);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: MESSAGES.ownPostFavorite });
    expect(await rowsFor(fan, fansOwn)).toHaveLength(0);
  });

  it('answers 404 for a post that does not exist, and 400 for an id that is no id', async () => {
    const missing = await toggle(fan.cookie, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.postNotFound });
    // true, [id] and '' would each read as a number if coerced: none of them is a post id.
    const bads = [
      'abc',
      -1,
      0,
      1.5,
      '',
      ' ',
      null,
      true,
      false,
      2_147_483_648,
      '1e3',
      '0x1',
      [p1],
      { id: p1 },
    ];
    for (const bad of [...bads, '1; DROP TABLE favorites']) {
      const res = await toggle(fan.cookie, bad);
      expect(res.statusCode, `post_id ${JSON.stringify(bad)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: expect.any(String) });
    }
    expect((await toggle(fan.cookie, 'abc')).json().message).toBe(MESSAGES.postIdInvalid);
    expect(await t.app.db.select().from(favorites).where(eq(favorites.userId, fan.id))).toEqual([]);
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/favorites/toggle',
      headers: { cookie: fan.cookie },
      payload: {},
    });
    expect(noBody.statusCode).toBe(400);
  });

  it('serializes concurrent toggles: never two rows, and the end state is the parity of the clicks', async () => {
    for (const n of [2, 3, 10, 7]) {
      const before = (await rowsFor(fan, p4)).length;
      const answers = await Promise.all(Array.from({ length: n }, () => toggle(fan.cookie, p4)));
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      const rows = await rowsFor(fan, p4);
      expect(rows.length).toBeLessThanOrEqual(1);
      expect(rows.length).toBe((before + n) % 2);
      // One after another: the answers alternate between on and off.
      const on = answers.filter((a) => a.json().favorited).length;
      expect(on).toBe(before === 0 ? Math.ceil(n / 2) : Math.floor(n / 2));
    }
    // Two users at once on the same post: each has their own row, one at most.
    await Promise.all([
      ...Array.from({ length: 5 }, () => toggle(otherFan.cookie, p4)),
      ...Array.from({ length: 3 }, () => toggle(fan.cookie, p4)),
    ]);
    expect(await rowsFor(otherFan, p4)).toHaveLength(1);
    expect(await rowsFor(fan, p4)).toHaveLength(1);
    // Back to none for the tests that follow.
    await toggle(otherFan.cookie, p4);
    await toggle(fan.cookie, p4);
    expect(await rowsFor(fan, p4)).toHaveLength(0);
  });

  it('a sold post cannot be added, but a favourite made before the sale can be removed', async () => {
    const sold = await newPost(seller, 150);
    expect((await toggle(fan.cookie, sold)).json().favorited).toBe(true);
    expect((await markSold(sold)).json().status).toBe('sold');
    // The favourite stays until removed...
    expect(await rowsFor(fan, sold)).toHaveLength(1);
    const off = await toggle(fan.cookie, sold);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ post_id: sold, favorited: false, favorites: [] });
    expect(await rowsFor(fan, sold)).toHaveLength(0);
    // ...and once removed it cannot come back, for anyone.
    for (const user of [fan, otherFan]) {
      const add = await toggle(user.cookie, sold);
      expect(add.statusCode).toBe(404);
      expect(add.json().message).toBe(MESSAGES.postNotFound);
      expect(await rowsFor(user, sold)).toHaveLength(0);
    }
  });

  it('the favourite goes when the post is deleted', async () => {
    const doomed = await newPost(seller, 120);
    await toggle(fan.cookie, doomed);
    await toggle(otherFan.cookie, doomed);
    expect(await t.app.db.select().from(favorites).where(eq(favorites.postId, doomed))).toHaveLength(2);
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/delete-post',
      headers: { cookie: seller.cookie },
      payload: { post_id: doomed },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await t.app.db.select().from(favorites).where(eq(favorites.postId, doomed))).toHaveLength(0);
    expect((await toggle(fan.cookie, doomed)).statusCode).toBe(404);
  });
});

describe('GET /api/favorites', () => {
  it('asks a visitor to sign in', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: MESSAGES.signInRequired,
    });
  });

  it("lists exactly the user's own favourited live posts, with their favourite ids", async () => {
    expect((await listed(fan.cookie)).posts).toEqual([]);
    const mine = [p3, p1];
    const ids: Record<number, number> = {};
    for (const id of mine) ids[id] = (await toggle(fan.cookie, id)).json().favorites[0].id;
    await toggle(otherFan.cookie, p2);

    const page = await listed(fan.cookie);
    const res = await list(fan.cookie);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The search's order: price ascending.
    expect(page.posts.map((p) => p.id)).toEqual([p1, p3]);
    for (const post of page.posts) {
      expect(post.favorites).toEqual([{ id: ids[post.id] }]);
      expect(post).toMatchObject({
        username: 'fav_seller',
        vehicle_name: expect.any(String),
        distance: null,
      });
    }
    expect(page).toMatchObject({ range_from: 0, range_to: 9, hasMore: false });
    expect((await listed(otherFan.cookie)).posts.map((p) => p.id)).toEqual([p2]);
    expect((await listed(seller.cookie)).posts).toEqual([]);
  });

  it("takes the search's paging, sort and filters", async () => {
    const first = await listed(fan.cookie, 'range_from=0&range_to=0');
    expect(first.posts.map((p) => p.id)).toEqual([p1]);
    expect(first.hasMore).toBe(true);
    const second = await listed(fan.cookie, 'range_from=1&range_to=1');
    expect(second.posts.map((p) => p.id)).toEqual([p3]);
    expect(second.hasMore).toBe(false);
    expect((await listed(fan.cookie, 'order_by=price&direction=desc')).posts.map((p) => p.id)).toEqual([
      p3,
      p1,
    ]);
    expect((await listed(fan.cookie, 'q=nothing-matches-this')).posts).toEqual([]);
    expect((await listed(fan.cookie, 'lat=34.05&lng=-118.24')).posts.every((p) => p.distance !== null)).toBe(
      true,
    );
    const bad = await list(fan.cookie, 'range_from=-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.rangeInvalid);
  });

  it('drops a favourited post once it is sold', async () => {
    expect((await markSold(p3)).json().status).toBe('sold');
    expect((await listed(fan.cookie)).posts.map((p) => p.id)).toEqual([p1]);
    // The row is still there (the fan may remove it), only the list leaves it out.
    expect(await rowsFor(fan, p3)).toHaveLength(1);
  });
});
