import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureFor } from '../../adapters/storage/local';
import { createUser } from '../../test/accounts';
import { makeImage, multipart, postInput } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// A cart's photos (posts/{user}/cart-{id}/...) before its post is published: only the seller's
// cookie or a signed URL that has not expired gets them, never with public cache headers; once
// published they are public as before.

let t: TTestApp;
let seller: { cookie: string };
let other: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.app, { username: 'stagedseller' });
  other = await createUser(t.app, { username: 'stagedother' });
});
afterAll(() => t.close());

/** A pending cart with one photo: its id and the photo's card as the cart answers it. */
async function stagedCart() {
  const cart = await t.app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: { cookie: seller.cookie },
    payload: await postInput(t.app),
  });
  expect(cart.statusCode, cart.body).toBe(201);
  const { payload, headers } = multipart(await makeImage());
  const up = await t.app.inject({
    method: 'POST',
    url: `/api/carts/${cart.json().id}/images`,
    headers: { ...headers, cookie: seller.cookie },
    payload,
  });
  expect(up.statusCode, up.body).toBe(201);
  const card = up.json().images[0].card as string;
  const url = new URL(card, 'http://x');
  return { id: cart.json().id as number, card, key: url.pathname.replace(/^\/media-signed\//, '') };
}

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('a staged photo', () => {
  it('is not public: a visitor and another user get 404, never cached', async () => {
    const { key } = await stagedCart();
    expect(key).toMatch(/^posts\/[^/]+\/cart-\d+\/.+-card\.webp$/);
    for (const cookie of [undefined, other.cookie]) {
      const res = await get(`/media/${key}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is served to its owner by cookie, privately and not stored', async () => {
    const { key } = await stagedCart();
    const res = await get(`/media/${key}`, seller.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('is handed to its owner as a signed URL that works until it expires; a tampered one fails', async () => {
    const { card, key } = await stagedCart();
    expect(card).toMatch(/^\/media-signed\/posts\/.+\?expires=\d+&sig=/);
    const ok = await get(card);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toMatch(/^private/);
    const url = new URL(card, 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const sig = url.searchParams.get('sig') ?? '';
    const past = Math.floor(Date.now() / 1000) - 5;
    const secret = t.config.authSecret;
    for (const bad of [
      `/media-signed/${key}?expires=${expires}&sig=${sig.slice(1)}x`,
      `/media-signed/${key}?expires=${expires + 1}&sig=${sig}`,
      `/media-signed/${key}?expires=${past}&sig=${signatureFor(secret, key, past)}`,
    ]) {
      expect((await get(bad)).statusCode, bad).toBe(403);
    }
  });

  it('is public as before once its post is published', async () => {
    const { id, key } = await stagedCart();
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie: seller.cookie },
      payload: { id, currency: 'cad', discountCode: 'PARTSYARD-LAUNCH' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const postId = Number(new URL(checkout.json().url, 'http://x').searchParams.get('post_id'));
    const post = await get(`/api/posts/${postId}`);
    expect(post.json().images[0].card).toBe(`/media/${key}`);
    const res = await get(`/media/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
