import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { runLifetimeJobs } from './lifetime';

// The built-in test checkout after the launch discount: fees are charged, and a payment that
// cannot be applied is recorded as refunded (no money moves here).
const now = new Date('2029-03-01T12:00:00Z');
const form = { 'content-type': 'application/x-www-form-urlencoded' };
let t: TTestApp;
let seller: { id: string; cookie: string };
let other: { cookie: string };
beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => now });
  seller = await createUser(t.app, { username: 'renewer' });
  other = await createUser(t.app);
});
afterAll(() => t?.close());

const pay = (checkoutUrl: string, cookie = seller.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `${new URL(checkoutUrl).pathname}/pay`,
    headers: { cookie, ...form },
    payload: 'x=1',
  });
const refOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').at(-1) ?? '';
const renew = (postId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/posts/${postId}/renew`,
    headers: { cookie: seller.cookie },
    payload: { discountCode: '' },
  });
const postRow = async (id: number) =>
  (await t.app.db.execute(sql`SELECT status, expires_at FROM posts WHERE id = ${id}`)).rows[0] as {
    status: string;
    expires_at: Date | string;
  };
const sessionOf = (ref: string, cookie = seller.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/checkout-sessions/${ref}`, headers: { cookie } });

async function livePost(price: number) {
  const { cartId, checkout } = await createPost(t.app, seller.cookie, {
    discountCode: '',
    change: { price },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const paid = await pay(checkout.json().url);
  expect(paid.headers.location).toBe(`/success?session_id=${refOf(checkout.json().url)}`);
  const cart = await t.app.inject({
    method: 'GET',
    url: `/api/carts/${cartId}`,
    headers: { cookie: seller.cookie },
  });
  return { postId: cart.json().post_id as number, ref: refOf(checkout.json().url) };
}

describe('renewals and refunds (local test checkout)', () => {
  it('a renewal paid after the post was marked sold keeps it sold, is refunded, logged, and says so', async () => {
    const { postId, ref: firstRef } = await livePost(300);
    // A paid session names the post it published: /success links to it.
    expect((await sessionOf(firstRef)).json()).toEqual({ status: 'paid', reason: null, post_id: postId });
    const renewal = await renew(postId);
    expect(renewal.statusCode, renewal.body).toBe(200);
    // A second click on Renew hands out the same open checkout, not a second payable one.
    expect((await renew(postId)).json().url).toBe(renewal.json().url);
    const ref = refOf(renewal.json().url);
    expect((await sessionOf(ref)).json()).toEqual({ status: 'pending', reason: null, post_id: null });

    const sold = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/sold`,
      headers: { cookie: seller.cookie },
    });
    expect(sold.statusCode).toBe(200);
    const before = await postRow(postId);

    const paid = await pay(renewal.json().url);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/success?session_id=${ref}`);
    // Paying again (a second click, a reload) changes nothing.
    expect((await pay(renewal.json().url)).statusCode).toBe(303);

    const after = await postRow(postId);
    expect(after.status).toBe('sold');
    expect(new Date(after.expires_at).getTime()).toBe(new Date(before.expires_at).getTime());
    const events = await t.app.db.execute(
      sql`SELECT outcome, refund_reason, refund_ref FROM payment_events WHERE session_ref = ${ref}`,
    );
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0]).toMatchObject({ outcome: 'refunded', refund_reason: 'post_sold' });
    expect(String(events.rows[0]?.refund_ref)).toMatch(/^local_refund_/);
    const audit = await t.app.db.execute(
      sql`SELECT admin_email, details FROM audit_log WHERE action = 'payment.refund' AND details LIKE ${`%${ref}%`}`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]?.admin_email).toBe('system');
    expect(String(audit.rows[0]?.details)).toContain('marked sold before the renewal was paid');

    // What /success reads: refunded, because the post was sold; nobody else may ask.
    expect((await sessionOf(ref)).json()).toEqual({ status: 'refunded', reason: 'post_sold', post_id: null });
    expect((await sessionOf(ref, other.cookie)).statusCode).toBe(404);
    expect((await sessionOf('local_doesnotexist0000')).statusCode).toBe(404);
  });

  it('a renewal paid while the post is live renews it once', async () => {
    const { postId } = await livePost(310);
    const before = await postRow(postId);
    const renewal = await renew(postId);
    for (let i = 0; i < 2; i++) expect((await pay(renewal.json().url)).statusCode).toBe(303);
    const after = await postRow(postId);
    expect(after.status).toBe('active');
    expect(new Date(after.expires_at).getTime() - new Date(before.expires_at).getTime()).toBe(
      365 * 86_400_000,
    );
  });

  it('keeps an unpaid cart while its checkout is open, cleans it after', async () => {
    const { cartId, checkout } = await createPost(t.app, seller.cookie, {
      discountCode: '',
      change: { price: 320 },
    });
    await t.app.db.execute(
      sql`UPDATE carts SET created_at = ${new Date(now.getTime() - 2 * 86_400_000)} WHERE id = ${cartId}`,
    );
    await runLifetimeJobs(t.app);
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/carts/${cartId}`,
      headers: { cookie: seller.cookie },
    });
    expect(kept.statusCode).toBe(200);
    await t.app.db.execute(
      sql`UPDATE carts SET checkout_expires_at = now() - interval '1 minute' WHERE id = ${cartId}`,
    );
    await runLifetimeJobs(t.app);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/carts/${cartId}`,
      headers: { cookie: seller.cookie },
    });
    expect(gone.statusCode).toBe(404);
    // Its test checkout page is gone with it (Stripe expired the real one too): nothing can be paid.
    expect((await pay(checkout.json().url)).statusCode).toBe(404);
  });

  it('an expired test checkout takes no payment, and a new checkout for the cart is a new session', async () => {
    const { cartId, checkout } = await createPost(t.app, seller.cookie, {
      discountCode: '',
      change: { price: 330 },
    });
    await t.app.db.execute(
      sql`UPDATE carts SET checkout_expires_at = now() - interval '1 minute' WHERE id = ${cartId}`,
    );
    const page = await t.app.inject({ method: 'GET', url: new URL(checkout.json().url).pathname });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('Checkout expired');
    expect((await pay(checkout.json().url)).statusCode).toBe(409);
    const cart = await t.app.inject({
      method: 'GET',
      url: `/api/carts/${cartId}`,
      headers: { cookie: seller.cookie },
    });
    expect(cart.json().status).toBe('pending');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie: seller.cookie },
      payload: { id: cartId, currency: 'cad', discountCode: '' },
    });
    expect(again.json().url).not.toBe(checkout.json().url);
    expect((await pay(again.json().url)).statusCode).toBe(303);
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/carts/${cartId}`, headers: { cookie: seller.cookie } })
      ).json().status,
    ).toBe('published');
  });
});
