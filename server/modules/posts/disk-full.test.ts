import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp, PASSWORD } from '../../test/accounts';
import { fillStorage } from '../../test/faulty-storage';
import { createPost, makeImage, multipart, postInput } from '../../test/posts';
import { insertPost, reportRows, sendReport } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';

// A disk that fills up: the storage refuses a write (fault injection: ENOSPC from its Nth put), or
// the database refuses one (a trigger raising PostgreSQL's disk_full, 53100, as PGlite and PostgreSQL
// do on a full disk). The answer is 507 with a clear sentence, and nothing is half stored.

let t: TTestApp;
let seller: { id: string; email: string; cookie: string };
let restore: (() => void) | undefined;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.app);
});
afterEach(async () => {
  restore?.();
  restore = undefined;
  await t.app.db.execute(sql`DROP TRIGGER IF EXISTS disk_full ON cart_images`);
  await t.app.db.execute(sql`DROP TRIGGER IF EXISTS disk_full ON post_images`);
  await t.app.db.execute(sql`DROP TRIGGER IF EXISTS disk_full ON contact_messages`);
  await t.app.db.execute(sql`DROP TRIGGER IF EXISTS disk_full ON session`);
});
afterAll(() => t.close());

/** Makes inserts into `table` fail as PostgreSQL does when its disk is full. */
async function databaseFull(table: 'cart_images' | 'post_images' | 'contact_messages' | 'session') {
  await t.app.db.execute(sql`
    CREATE OR REPLACE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`);
  await t.app.db.execute(
    sql`CREATE TRIGGER disk_full BEFORE INSERT ON ${sql.identifier(table)} FOR EACH ROW EXECUTE FUNCTION disk_full()`,
  );
}

const expect507 = (res: { statusCode: number; json(): unknown; body: string }) => {
  expect(res.statusCode, res.body).toBe(507);
  expect(res.json()).toEqual({
    statusCode: 507,
    code: 'INSUFFICIENT_STORAGE',
    message: MESSAGES.storageFull,
  });
};

async function newCart() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: { cookie: seller.cookie },
    payload: await postInput(t.app),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
async function upload(url: string) {
  const { headers, payload } = multipart(await makeImage());
  return t.app.inject({ method: 'POST', url, headers: { ...headers, cookie: seller.cookie }, payload });
}
const count = async (table: string) =>
  Number((await t.app.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)).rows[0]?.n);

describe('a full disk', () => {
  it('refuses a cart photo whose second variant cannot be written: 507, and none of its files stays', async () => {
    const cartId = await newCart();
    restore = fillStorage(t.app.storage, { failFrom: 2 });
    expect507(await upload(`/api/carts/${cartId}/images`));
    expect(await t.app.storage.list(`posts/${seller.id}/cart-${cartId}/`)).toEqual([]);
    expect(await count('cart_images')).toBe(0);
  });

  it('refuses a cart photo whose row the database cannot write: 507, and its stored files are removed', async () => {
    const cartId = await newCart();
    await databaseFull('cart_images');
    expect507(await upload(`/api/carts/${cartId}/images`));
    expect(await t.app.storage.list(`posts/${seller.id}/cart-${cartId}/`)).toEqual([]);
  });

  it("refuses a live post's photo the same way, on the storage or in the database", async () => {
    await createPost(t.app, seller.cookie);
    const postId = await myPostId();
    restore = fillStorage(t.app.storage, { failFrom: 3 });
    expect507(await upload(`/api/posts/${postId}/images`));
    restore();
    restore = undefined;
    await databaseFull('post_images');
    expect507(await upload(`/api/posts/${postId}/images`));
    expect(await t.app.storage.list(`posts/${seller.id}/${postId}/`)).toEqual([]);
    expect(await count('post_images')).toBe(0);
  });

  it('refuses a report whose second photo cannot be stored: 507, no report and no file', async () => {
    const reporter = await createUser(t.app);
    const post = await insertPost(t.app, reporter.id);
    const before = (await reportRows(t.app)).length;
    // The first photo's three variants go through; the second photo's first does not.
    restore = fillStorage(t.app.storage, { failFrom: 4 });
    const res = await sendReport(
      t.app,
      { post_id: post.id, email: 'watcher@example.com' },
      { photos: [await makeImage(), await makeImage('jpeg')], ip: nextIp() },
    );
    expect507(res);
    expect((await reportRows(t.app)).length).toBe(before);
    expect(await t.app.storage.list('reports/')).toEqual([]);
  });

  it('answers a write the database cannot make (a contact message) with 507', async () => {
    await databaseFull('contact_messages');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      payload: { name: 'Robin', email: 'robin@example.com', subject: 'Hello', message: 'A question.' },
    });
    expect507(res);
  });

  it("answers a sign-in whose session the database cannot write with 507 (the auth library's route too)", async () => {
    await databaseFull('session');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      payload: { email: seller.email, password: PASSWORD },
    });
    expect507(res);
  });
});

/** The seller's newest live post. */
async function myPostId(): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/my-posts', headers: { cookie: seller.cookie } });
  const body = res.json() as { posts?: Array<{ id: number }> } | Array<{ id: number }>;
  const list = Array.isArray(body) ? body : (body.posts ?? []);
  return Math.max(...list.map((p) => p.id));
}
