import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createUser } from '../../test/accounts';
import { createPost, makeImage, multipart } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { runLifetimeJobs } from './lifetime';

let now = new Date('2027-06-01T12:00:00Z');
let t: TTestApp;
let seller: { id: string; cookie: string };
let other: { id: string; cookie: string };
let admin: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => now });
  seller = await createUser(t.app, { username: 'seller2' });
  other = await createUser(t.app);
  admin = await createUser(t.app, { admin: true });
});
afterAll(() => t.close());

async function newPost(photos = 1, price = 100) {
  await createPost(t.app, seller.cookie, { photos, change: { price } });
  const mine = (
    await t.app.inject({ method: 'GET', url: '/api/my-posts', headers: { cookie: seller.cookie } })
  ).json();
  return mine.posts[0] as { id: number; images: { thumb: string }[]; price: number };
}
const get = (id: number, cookie = '') =>
  t.app.inject({ method: 'GET', url: `/api/posts/${id}`, headers: { cookie } });
const put = async (id: number, cookie: string, change: object) => {
  const post = (await get(id, seller.cookie)).json();
  const body = {
    year: post.year,
    vehicle_id: post.vehicle_id,
    part_id: post.part_id,
    stock_number: post.stock_number,
    description: post.description,
    price: post.price,
    ...change,
  };
  return t.app.inject({ method: 'PUT', url: `/api/posts/${id}`, headers: { cookie }, payload: body });
};

describe('viewing a post', () => {
  it('shows a live post to a visitor, with no private data of the seller', async () => {
    const post = await newPost();
    const res = await get(post.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: post.id, username: 'seller2', city: 'Beverly Hills', status: 'active' });
    const text = res.body;
    for (const secret of ['12 Rodeo Dr', '90210', 'Robin', 'Seller"', '@example.com'])
      expect(text).not.toContain(secret);
    expect((await get(99_999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/abc' })).statusCode).toBe(400);
  });

  it('puts the post in the Open Graph tags of /view/{id}, and answers 404 without them for a post not there', async () => {
    const post = await newPost(1);
    // The same database, served by an app whose built web app is a bare index.html.
    const dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-og-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>PartsYard</title></head></html>',
    );
    const web = await buildApp({
      config: { ...t.config, webDist: dist },
      database: t.database,
      logger: false,
      clock: () => now,
    });
    try {
      // /view/{id} redirects to the canonical /view/{id}/{slug}.
      const moved = await web.inject({ method: 'GET', url: `/view/${post.id}` });
      expect(moved.statusCode).toBe(301);
      const res = await web.inject({ method: 'GET', url: String(moved.headers.location) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      expect(res.body).toContain('<meta property="og:title" content="2012 Honda Civic');
      expect(res.body).toContain(' - $100 CAD">');
      expect(res.body).toMatch(
        /<meta property="og:image" content="http:\/\/localhost:3000\/media\/posts\/.+-card\.webp">/,
      );
      const missing = await web.inject({ method: 'GET', url: '/view/99999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).not.toContain('og:title');
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('editing a post', () => {
  it('lets the seller lower the price, never raise it', async () => {
    const post = await newPost(0, 100);
    const up = await put(post.id, seller.cookie, { price: 100.01 });
    expect(up.statusCode).toBe(400);
    expect(up.json().message).toBe(MESSAGES.priceAboveOriginal);
    const down = await put(post.id, seller.cookie, { price: 80, description: 'Now cheaper.' });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ price: 80, description: 'Now cheaper.' });
    // The ceiling is the price it was posted at... and then the new one.
    expect((await put(post.id, seller.cookie, { price: 90 })).statusCode).toBe(400);
  });

  it('is only for the seller', async () => {
    const post = await newPost(0);
    expect((await put(post.id, '', { price: 50 })).statusCode).toBe(401);
    const res = await put(post.id, other.cookie, { price: 50 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.notYourPost);
    expect((await put(post.id, admin.cookie, { price: 50 })).statusCode).toBe(403);
  });

  it('adds and deletes photos, at most 4 in all', async () => {
    const post = await newPost(3);
    const add = async (cookie: string) => {
      const { payload, headers } = multipart(await makeImage('jpeg'), 'p.jpg', 'image/jpeg');
      return t.app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/images`,
        headers: { ...headers, cookie },
        payload,
      });
    };
    expect((await add(other.cookie)).statusCode).toBe(403);
    expect((await add(seller.cookie)).json().images).toHaveLength(4);
    expect((await add(seller.cookie)).statusCode).toBe(400);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post.id}/images/1`,
      headers: { cookie: seller.cookie },
    });
    expect(del.json().images).toHaveLength(3);
  });
});

describe('sold, deleted, expired, renewed', () => {
  it('a sold post leaves public view at once and is deleted with its photos 7 days later', async () => {
    const post = await newPost(1);
    const sold = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/sold`,
      headers: { cookie: seller.cookie },
    });
    expect(sold.json().status).toBe('sold');
    expect((await get(post.id)).statusCode).toBe(404);
    expect((await get(post.id, seller.cookie)).statusCode).toBe(200);
    const saved = now;
    now = new Date(saved.getTime() + 8 * 86_400_000);
    try {
      const result = await runLifetimeJobs(t.app);
      expect(result.soldDeleted).toBeGreaterThanOrEqual(1);
      expect((await get(post.id, seller.cookie)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: post.images[0]?.thumb ?? '' })).statusCode).toBe(404);
    } finally {
      now = saved;
    }
  });

  it('only the seller or an admin deletes; the photos go too', async () => {
    const post = await newPost(1);
    const del = (cookie: string, id = post.id) =>
      t.app.inject({
        method: 'POST',
        url: '/api/delete-post',
        headers: { cookie },
        payload: { post_id: id },
      });
    expect((await del('')).statusCode).toBe(401);
    expect((await del(other.cookie)).statusCode).toBe(403);
    const ok = await del(seller.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Post Deleted');
    expect((await t.app.inject({ method: 'GET', url: post.images[0]?.thumb ?? '' })).statusCode).toBe(404);
    expect((await del(seller.cookie)).statusCode).toBe(404);
    const second = await newPost(0);
    expect((await del(admin.cookie, second.id)).statusCode).toBe(200);
  });

  it('an ad expires after a year, shows as expired to its seller, and renews for another year', async () => {
    const post = await newPost(0);
    const saved = now;
    now = new Date(saved.getTime() + 366 * 86_400_000);
    try {
      expect((await get(post.id)).statusCode).toBe(404);
      expect((await get(post.id, seller.cookie)).json().status).toBe('expired');
      expect((await runLifetimeJobs(t.app)).expired).toBeGreaterThanOrEqual(1);
      const renew = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/renew`,
        headers: { cookie: seller.cookie },
        payload: { discountCode: 'PARTSYARD-LAUNCH' },
      });
      expect(renew.json()).toEqual({ url: '/my-posts' });
      const renewed = (await get(post.id)).json();
      expect(renewed.status).toBe('active');
      expect(new Date(renewed.expires_at).getTime()).toBe(now.getTime() + 365 * 86_400_000);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/posts/${post.id}/renew`,
            headers: { cookie: other.cookie },
            payload: {},
          })
        ).statusCode,
      ).toBe(403);
    } finally {
      now = saved;
    }
  });

  it('cleans the photos of carts never paid after a day, not the ones of published posts', async () => {
    const cart = (
      await t.app.inject({
        method: 'POST',
        url: '/api/carts',
        headers: { cookie: seller.cookie },
        payload: {
          year: 2010,
          vehicle_id: 1,
          part_id: 1,
          stock_number: 'X',
          description: 'Y',
          price: 5,
          currencytype: 'USD',
        },
      })
    ).json();
    const { payload, headers } = multipart(await makeImage());
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/carts/${cart.id}/images`,
      headers: { ...headers, cookie: seller.cookie },
      payload,
    });
    const staged = up.json().images[0].thumb as string;
    const live = await newPost(1);
    const saved = now;
    now = new Date(saved.getTime() + 25 * 3_600_000);
    try {
      const result = await runLifetimeJobs(t.app);
      expect(result.cartsCleaned).toBeGreaterThanOrEqual(1);
      expect((await t.app.inject({ method: 'GET', url: staged })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: live.images[0]?.thumb ?? '' })).statusCode).toBe(200);
      const left = await t.app.db.execute(sql`SELECT count(*)::int AS n FROM carts WHERE id = ${cart.id}`);
      expect(left.rows[0]?.n).toBe(0);
    } finally {
      now = saved;
    }
  });

  it('lists all of the seller’s posts on My Posts, 10 a page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/my-posts?page=1',
      headers: { cookie: seller.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().pageSize).toBe(10);
    expect(res.json().posts.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-posts' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/my-posts?page=0', headers: { cookie: seller.cookie } }))
        .statusCode,
    ).toBe(400);
  });
});
