import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { MESSAGES } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadTempDir } from '../../lib/temp-uploads';
import { createUser } from '../../test/accounts';
import { pngClaiming } from '../../test/images';
import { createPost, makeImage, multipart, postInput } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// A post's or a cart's photo is streamed to a temp file under DATA_DIR/tmp (never held whole in
// memory), read from there, and removed before the answer, whatever the answer.

const now = new Date('2027-06-01T12:00:00Z');
let t: TTestApp;
let seller: { id: string; cookie: string };
let tmp: string;
let seenDuringStore: string[][] = [];

beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => now });
  seller = await createUser(t.app, { username: 'uploader1' });
  tmp = uploadTempDir(t.config.dataDir);
  const put = t.app.storage.put.bind(t.app.storage);
  t.app.storage.put = async (...args) => {
    seenDuringStore.push(existsSync(tmp) ? await readdir(tmp) : []);
    return put(...args);
  };
});
afterAll(() => t.close());

const tempFiles = async () => (existsSync(tmp) ? readdir(tmp) : []);
const upload = (url: string, file: Buffer, name = 'photo.png', type = 'image/png') => {
  const { payload, headers } = multipart(file, name, type);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, cookie: seller.cookie }, payload });
};
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function newCartUrl() {
  const cart = await t.app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: { cookie: seller.cookie },
    payload: await postInput(t.app),
  });
  expect(cart.statusCode, cart.body).toBe(201);
  return `/api/carts/${cart.json().id}/images`;
}

describe('photo uploads of carts and posts', () => {
  it('reads a cart photo from a temp file and removes it once stored', async () => {
    const url = await newCartUrl();
    seenDuringStore = [];
    const res = await upload(url, await makeImage('jpeg'), 'p.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    expect(seenDuringStore.length).toBeGreaterThan(0);
    for (const seen of seenDuringStore) expect(seen).toEqual([expect.stringMatching(/^upload-.+\.part$/)]);
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses a GIF (415), a file over 50 MB (413) and over 50 megapixels (413), keeping no file', async () => {
    const url = await newCartUrl();
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 1);
    big.set(await makeImage('png'));
    for (const [file, status, message] of [
      [GIF, 415, MESSAGES.photoType],
      [big, 413, MESSAGES.photoTooLarge],
      [pngClaiming(10_000, 10_000), 413, MESSAGES.photoDimensions],
    ] as const) {
      const res = await upload(url, file);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await tempFiles()).toEqual([]);
    }
    const cart = await t.app.inject({
      method: 'GET',
      url: url.replace(/\/images$/, ''),
      headers: { cookie: seller.cookie },
    });
    expect(cart.json().images).toEqual([]);
  });

  it("does the same for a live post's photos", async () => {
    await createPost(t.app, seller.cookie, { photos: 1 });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/my-posts',
      headers: { cookie: seller.cookie },
    });
    const id = mine.json().posts[0].id as number;
    const good = await upload(`/api/posts/${id}/images`, await makeImage('png'));
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().images).toHaveLength(2);
    const bomb = await upload(`/api/posts/${id}/images`, pngClaiming(8_001, 6_250));
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().message).toBe(MESSAGES.photoDimensions);
    expect(await tempFiles()).toEqual([]);
  });
});
