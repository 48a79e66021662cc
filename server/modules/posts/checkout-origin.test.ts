import { afterEach, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { postInput } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// A paid checkout sends the browser to the test checkout page and back: without PUBLIC_URL to the
// address the seller's browser used (a phone on the LAN must not be sent to 'localhost'), with it
// to PUBLIC_URL whatever the request says.
const AFTER_FEE_START = new Date('2028-10-01T12:00:00Z');

let t: TTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function checkoutFrom(app: TTestApp, origin: string, host: string) {
  const seller = await createUser(app.app);
  const headers = { cookie: seller.cookie, origin, host };
  const cart = await app.app.inject({
    method: 'POST',
    url: '/api/carts',
    headers,
    payload: await postInput(app.app),
  });
  expect(cart.statusCode, cart.body).toBe(201);
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers,
    payload: { id: cart.json().id, currency: cart.json().currencytype.toLowerCase(), discountCode: '' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().url as string);
}

describe('the test checkout page address', () => {
  it('without PUBLIC_URL is on the origin the browser used (a LAN address)', async () => {
    t = await createTestApp({ PUBLIC_URL: undefined, PORT: '3000' }, {}, { clock: () => AFTER_FEE_START });
    const url = await checkoutFrom(t, 'http://192.168.1.20:3000', '192.168.1.20:3000');
    expect(url.origin).toBe('http://192.168.1.20:3000');
    expect(url.pathname).toMatch(/^\/checkout\/local\/local_/);
  });

  it('with PUBLIC_URL set is always on PUBLIC_URL', async () => {
    t = await createTestApp(
      { PUBLIC_URL: 'http://shop.example:3000', PORT: '3000' },
      {},
      { clock: () => AFTER_FEE_START },
    );
    const url = await checkoutFrom(t, 'http://shop.example:3000', '192.168.1.20:3000');
    expect(url.origin).toBe('http://shop.example:3000');
  });
});
