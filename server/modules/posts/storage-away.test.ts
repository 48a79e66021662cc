import net from 'node:net';
import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../adapters/storage/s3';
import { variantKeys } from '../../lib/photo-files';
import { createUser, nextIp } from '../../test/accounts';
import { createPost, makeImage, multipart, postInput } from '../../test/posts';
import { insertPost, reportRows, sendReport } from '../../test/reports';
import { startS3rver, type TS3rver } from '../../test/s3rver';
import { createTestApp, type TTestApp } from '../../test/test-app';

// S3 goes away under a running app (the S3 server stopped: connections refused) and comes back. An
// upload is answered 503 with a sentence saying so, nothing is half stored (no row without its
// files, no files without their row), and uploads work again once S3 is back, without a restart.

let s3: TS3rver;
let t: TTestApp;
let seller: { id: string; email: string; cookie: string };
beforeAll(async () => {
  s3 = await startS3rver();
  t = await createTestApp(s3.env);
  seller = await createUser(t.app);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

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
const keysOf = async (table: 'cart_images' | 'post_images', owner: 'cart_id' | 'post_id', id: number) =>
  (
    await t.app.db.execute(
      sql`SELECT storage_key FROM ${sql.identifier(table)} WHERE ${sql.identifier(owner)} = ${id} ORDER BY storage_key`,
    )
  ).rows.map((r) => String(r.storage_key));

const expect503 = (res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
  body: string;
}) => {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({ statusCode: 503, code: 'UNAVAILABLE', message: MESSAGES.storageUnavailable });
};

/** Every photo row's three files are in the bucket, and the bucket holds no photo file without a row. */
async function expectBucketMatchesRows() {
  const rows = await t.app.db.execute(
    sql`SELECT storage_key FROM cart_images UNION SELECT storage_key FROM post_images`,
  );
  const keys = rows.rows.map((r) => String(r.storage_key));
  expect((await t.app.storage.list('posts/')).sort()).toEqual(keys.flatMap(variantKeys).sort());
}

describe('S3 away', () => {
  it('answers a cart photo 503 with a clear sentence, keeps nothing of it, and takes photos again once S3 is back', async () => {
    const cartId = await newCart();
    expect((await upload(`/api/carts/${cartId}/images`)).statusCode).toBe(201);
    const before = await keysOf('cart_images', 'cart_id', cartId);
    expect(before).toHaveLength(1);

    await s3.stop();
    expect503(await upload(`/api/carts/${cartId}/images`));
    expect(await keysOf('cart_images', 'cart_id', cartId)).toEqual(before);
    // The cart itself still reads (its photo URLs need no call to S3).
    const cart = await t.app.inject({ url: `/api/carts/${cartId}`, headers: { cookie: seller.cookie } });
    expect(cart.statusCode, cart.body).toBe(200);

    await s3.start();
    const again = await upload(`/api/carts/${cartId}/images`);
    expect(again.statusCode, again.body).toBe(201);
    const after = await keysOf('cart_images', 'cart_id', cartId);
    expect(after).toHaveLength(2);
    await expectBucketMatchesRows();
    // And the photo is served from the bucket's public URL.
    const url = (again.json() as { images: Array<{ image: string }> }).images.at(-1)?.image ?? '';
    expect((await fetch(url)).status).toBe(200);
  });

  it("answers a live post's new photo and a report with photos 503, with no row and no file kept", async () => {
    await createPost(t.app, seller.cookie, { photos: 1 });
    const mine = await t.app.inject({ url: '/api/my-posts', headers: { cookie: seller.cookie } });
    const body = mine.json() as { posts?: Array<{ id: number }> } | Array<{ id: number }>;
    const postId = Math.max(...(Array.isArray(body) ? body : (body.posts ?? [])).map((p) => p.id));
    const before = await keysOf('post_images', 'post_id', postId);
    const reporter = await createUser(t.app);
    const reported = await insertPost(t.app, reporter.id);
    const reports = (await reportRows(t.app)).length;

    await s3.stop();
    expect503(await upload(`/api/posts/${postId}/images`));
    expect(await keysOf('post_images', 'post_id', postId)).toEqual(before);
    expect503(
      await sendReport(
        t.app,
        { post_id: reported.id, email: 'watcher@example.com' },
        { photos: [await makeImage()], ip: nextIp() },
      ),
    );
    expect((await reportRows(t.app)).length).toBe(reports);

    await s3.start();
    await expectBucketMatchesRows();
    expect(await t.app.storage.list('reports/')).toEqual([]);
    const again = await upload(`/api/posts/${postId}/images`);
    expect(again.statusCode, again.body).toBe(201);
    const after = await keysOf('post_images', 'post_id', postId);
    expect(after).toHaveLength(before.length + 1);
    await expectBucketMatchesRows();
  });
});

describe('an S3 that takes connections but never answers', () => {
  it('is given up on after a short silence: 503 in our words, not a request held open', async () => {
    const silent = net.createServer(() => {}); // accepts, reads nothing, says nothing
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const storage = createS3Storage({
      bucket: 'silent',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'x',
      secretAccessKey: 'x',
      forcePathStyle: true,
      timeouts: { connectMs: 500, idleMs: 500 },
    });
    try {
      await expect(
        storage.put('posts/u1/1/a-full.webp', Buffer.from('x'), 'image/webp'),
      ).rejects.toMatchObject({
        statusCode: 503,
        code: 'UNAVAILABLE',
        message: MESSAGES.storageUnavailable,
      });
      await expect(storage.list('posts/')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    } finally {
      silent.close();
    }
  });
});
