import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { createPost, makeImage, multipart, postInput } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Before the fee start (2028-09-01) the launch code waives the fee.
let now = new Date('2027-06-01T12:00:00Z');
let t: TTestApp;
let seller: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => now });
  seller = await createUser(t.app, { username: 'seller1' });
});
afterAll(() => t.close());

const newCart = async (cookie: string, change = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: { cookie },
    payload: await postInput(t.app, change),
  });
const upload = async (
  cookie: string,
  cartId: number,
  file: Buffer,
  name = 'photo.png',
  type = 'image/png',
) => {
  const { payload, headers } = multipart(file, name, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/carts/${cartId}/images`,
    headers: { ...headers, cookie },
    payload,
  });
};
// The test checkout's buttons are HTML forms.
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const count = async (table: string) =>
  Number((await t.app.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)).rows[0]?.n);

describe('creating a post', () => {
  it('needs a signed-in seller with a profile', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/carts', payload: await postInput(t.app) })).statusCode,
    ).toBe(401);
    const { cookie } = await createUser(t.app, { profile: false });
    const res = await newCart(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.profileRequired);
  });

  it.each([
    [{ vehicle_id: '' }, 'Please select a manufacturer and model before submitting.'],
    [{ vehicle_id: 99_999_999 }, 'Please select a manufacturer and model before submitting.'],
    [{ price: 0 }, MESSAGES.priceInvalid],
    [{ price: -5 }, MESSAGES.priceInvalid],
    [{ price: 'cheap' }, MESSAGES.priceInvalid],
    [{ price: 12.345 }, MESSAGES.priceInvalid],
    // Only a number or a decimal written in digits is a price (a plain coercion read these as 1, 5, 1000).
    [{ price: true }, MESSAGES.priceInvalid],
    [{ price: [5] }, MESSAGES.priceInvalid],
    [{ price: '1e3' }, MESSAGES.priceInvalid],
    [{ price: '0x10' }, MESSAGES.priceInvalid],
    [{ price: 2_000_000 }, MESSAGES.priceTooHigh],
    [{ currencytype: 'EUR' }, MESSAGES.currencyInvalid],
    [{ year: 1899 }, MESSAGES.yearInvalid],
    [{ stock_number: ' ' }, MESSAGES.stockNumberRequired],
    [{ description: 'x'.repeat(5001) }, MESSAGES.fieldTooLong],
  ])('refuses %o with a clear message', async (change, message) => {
    const res = await newCart(seller.cookie, change);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('takes up to 4 photos, checked by content, and stores nothing it refuses', async () => {
    const cart = (await newCart(seller.cookie)).json();
    const before = await count('cart_images');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    const asJpeg = await upload(seller.cookie, cart.id, pdf, 'part.jpg', 'image/jpeg');
    expect(asJpeg.statusCode).toBe(415);
    expect(asJpeg.json().message).toBe(MESSAGES.photoType);
    const broken = (await makeImage('jpeg')).subarray(0, 200);
    expect((await upload(seller.cookie, cart.id, broken, 'x.jpg', 'image/jpeg')).statusCode).toBe(422);
    const huge = Buffer.alloc(51 * 1024 * 1024, 1);
    const big = await upload(seller.cookie, cart.id, huge);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(MESSAGES.photoTooLarge);
    expect(await count('cart_images')).toBe(before);

    for (let i = 0; i < 4; i++) {
      const res = await upload(seller.cookie, cart.id, await makeImage(i % 2 ? 'jpeg' : 'png'));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().images).toHaveLength(i + 1);
    }
    const fifth = await upload(seller.cookie, cart.id, await makeImage());
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe(MESSAGES.tooManyPhotos);
    const image = (
      await t.app.inject({ method: 'GET', url: `/api/carts/${cart.id}`, headers: { cookie: seller.cookie } })
    ).json().images[0];
    // Not public before the post is: a signed link (staged-photos.test.ts).
    expect(image.image).toMatch(/^\/media-signed\/posts\/.+-full\.webp\?expires=\d+&sig=/);
    const file = await t.app.inject({ method: 'GET', url: image.thumb });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/carts/${cart.id}/images/0`,
      headers: { cookie: seller.cookie },
    });
    expect(removed.json().images).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: image.thumb })).statusCode).toBe(404);
  });

  it("keeps another user's cart out of reach", async () => {
    const cart = (await newCart(seller.cookie)).json();
    const other = await createUser(t.app);
    expect((await upload(other.cookie, cart.id, await makeImage())).statusCode).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie: other.cookie },
      payload: { id: cart.id, currency: 'cad', discountCode: 'PARTSYARD-LAUNCH' },
    });
    expect(pay.statusCode).toBe(404);
    expect(pay.json().error).toBe(MESSAGES.cartNotFound);
  });

  it('publishes at once when the fee is waived, with the photos and a city-level location', async () => {
    const { cartId, checkout } = await createPost(t.app, seller.cookie, { photos: 2 });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/my-posts', headers: { cookie: seller.cookie } })
    ).json();
    const post = mine.posts[0];
    // The seller lands on the confirmation of this post (the original said /my-posts: docs/PRODUCT.md §10).
    expect(checkout.json()).toEqual({ url: `/success?post_id=${post.id}` });
    expect(post).toMatchObject({
      username: 'seller1',
      vehicle_name: 'Honda - Civic',
      stock_number: 'HC-2012-ALT',
      price: 100,
      currencytype: 'CAD',
      city: 'Beverly Hills',
      state: 'CA',
      status: 'active',
    });
    expect(post.images).toHaveLength(2);
    expect(post.lat).toBe(Math.round(post.lat * 100) / 100);
    expect(new Date(post.expires_at).getTime() - now.getTime()).toBe(365 * 86_400_000);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie: seller.cookie },
      payload: { id: cartId, currency: 'cad', discountCode: 'PARTSYARD-LAUNCH' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a currency that is not the listing’s, and a wrong code', async () => {
    const cart = (await newCart(seller.cookie)).json();
    const pay = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/create-checkout-session',
        headers: { cookie: seller.cookie },
        payload,
      });
    expect((await pay({ id: cart.id, currency: 'usd', discountCode: 'PARTSYARD-LAUNCH' })).statusCode).toBe(
      400,
    );
    const wrong = await pay({ id: cart.id, currency: 'cad', discountCode: 'FREE' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(MESSAGES.discountInvalid);
    expect((await pay({ id: 'abc', currency: 'cad' })).statusCode).toBe(400);
  });

  it('after the fee start, goes through the local test checkout: pay publishes once, cancel returns', async () => {
    now = new Date('2028-10-01T12:00:00Z');
    try {
      const { cartId, checkout } = await createPost(t.app, seller.cookie, {
        discountCode: '',
        change: { price: 250 },
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
      const url = new URL(checkout.json().url);
      expect(url.pathname).toMatch(/^\/checkout\/local\/local_/);
      const page = await t.app.inject({ method: 'GET', url: url.pathname });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('$7.50 CAD');

      const other = await createUser(t.app);
      const stolen = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}/pay`,
        headers: { cookie: other.cookie, ...form },
        payload: 'x=1',
      });
      expect(stolen.statusCode).toBe(403);

      const cancel = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}/cancel`,
        headers: { cookie: seller.cookie, ...form },
        payload: 'x=1',
      });
      expect(cancel.statusCode).toBe(303);
      expect(cancel.headers.location).toBe('/create-post?cancelled=true');

      const postsBefore = await count('posts');
      for (let i = 0; i < 2; i++) {
        const paid = await t.app.inject({
          method: 'POST',
          url: `${url.pathname}/pay`,
          headers: { cookie: seller.cookie, ...form },
          payload: 'x=1',
        });
        expect(paid.statusCode).toBe(303);
        expect(paid.headers.location).toBe(`/success?session_id=${url.pathname.split('/').at(-1)}`);
      }
      expect(await count('posts')).toBe(postsBefore + 1);
      const cart = (
        await t.app.inject({ method: 'GET', url: `/api/carts/${cartId}`, headers: { cookie: seller.cookie } })
      ).json();
      expect(cart.status).toBe('published');
      const terms = (await t.app.inject({ method: 'GET', url: '/api/posting-terms' })).json();
      expect(terms).toEqual({ feesCharged: true, discountCode: '' });
    } finally {
      now = new Date('2027-06-01T12:00:00Z');
    }
  });
});
