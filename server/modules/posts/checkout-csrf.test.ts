import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// The test checkout's Pay and Cancel are HTML forms the seller's cookie rides along with: another
// site's page posting to them is refused by the API's own origin rule (origin-check.ts), with a
// page that says so, and the cart stays unpaid.

let t: TTestApp;
let seller: { cookie: string };
beforeAll(async () => {
  // Fees are charged then, so a checkout page is made.
  t = await createTestApp({}, {}, { clock: () => new Date('2029-01-15T10:00:00Z') });
  seller = await createUser(t.app, { username: 'csrfseller' });
});
afterAll(() => t.close());

async function openCheckout() {
  const { cartId, checkout } = await createPost(t.app, seller.cookie, { discountCode: '' });
  expect(checkout.statusCode, checkout.body).toBe(200);
  return { cartId, path: new URL(checkout.json().url as string).pathname };
}

const post = (url: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: seller.cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: '',
  });

async function cartStatus(cartId: number) {
  const res = await t.app.inject({ url: `/api/carts/${cartId}`, headers: { cookie: seller.cookie } });
  return res.json().status as string;
}

describe('the test checkout forms from another site', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('refuse Pay from %s with a 403 page; the cart stays unpaid', async (_name, headers) => {
    const { cartId, path } = await openCheckout();
    const pay = await post(`${path}/pay`, headers);
    expect(pay.statusCode, pay.body).toBe(403);
    expect(pay.headers['content-type']).toMatch(/^text\/html/);
    expect(pay.body).toContain('<h1>Payment refused</h1>');
    expect(pay.body).toContain('This form was sent from another site, so nothing was paid.');
    expect(await cartStatus(cartId)).toBe('pending');
  });

  it('refuse Cancel too, in the seller’s language', async () => {
    const { path } = await openCheckout();
    const cancel = await post(`${path}/cancel?lang=fr`, { origin: 'https://evil.example' });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.body).toContain('<h1>Paiement refusé</h1>');
  });

  it('still pay from our own page (its Origin), and without an Origin as before', async () => {
    const own = await openCheckout();
    const pay = await post(`${own.path}/pay`, {
      origin: t.config.publicUrl,
      'sec-fetch-site': 'same-origin',
    });
    expect(pay.statusCode, pay.body).toBe(303);
    expect(await cartStatus(own.cartId)).not.toBe('pending');
    const bare = await openCheckout();
    expect((await post(`${bare.path}/pay`, {})).statusCode).toBe(303);
  });
});
