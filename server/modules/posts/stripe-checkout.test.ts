import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { completedEvent, signatureOf, startFakeStripe } from '../../test/fake-stripe';
import { createPost, someIds } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Stripe's API is played by a local server (the SDK is pointed at it); the webhook is signed with
// Stripe's own signing code, so signature checking is the real one.
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TTestApp;
let seller: { cookie: string };

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp(
    {},
    {},
    { clock: () => new Date('2029-01-15T10:00:00Z'), payments: stripe.payments },
  );
  seller = await createUser(t.app, { username: 'stripeseller' });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const sendWebhook = (payload: string, secret?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signatureOf(payload, secret) },
  });
const posts = async () =>
  Number((await t.app.db.execute(sql`SELECT count(*)::int AS n FROM posts`)).rows[0]?.n);
const sessionRequests = () => stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
const refundRequests = () => stripe.requests.filter((r) => r.path === '/v1/refunds');

describe('Stripe checkout', () => {
  it('creates a Checkout session for the fee the server computed, with our success and cancel URLs', async () => {
    const { checkout } = await createPost(t.app, seller.cookie, { discountCode: '', change: { price: 40 } });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/cs_test_/);
    const sent = sessionRequests().at(-1)?.body;
    // 3% of 40.00 is 1.20.
    expect(sent?.get('line_items[0][price_data][unit_amount]')).toBe('120');
    expect(sent?.get('line_items[0][price_data][currency]')).toBe('cad');
    expect(sent?.get('success_url')).toBe('http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}');
    expect(sent?.get('cancel_url')).toBe('http://localhost:3000/create-post?cancelled=true');
    expect(sent?.get('locale')).toBeNull();
    expect(sent?.get('line_items[0][price_data][product_data][name]')).toMatch(
      /^PartsYard: listing fee for 2012 part \S+$/,
    );
    // The session expires (Stripe then takes no payment on it); the cart knows when.
    expect(Number(sent?.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
  });

  it("asks a French seller's checkout in French: Stripe's page (fr-CA) and the French pages it returns to", async () => {
    const { cartId } = await createPost(t.app, seller.cookie, { discountCode: '' });
    await t.app.db.execute(
      sql`UPDATE carts SET checkout_expires_at = now() - interval '1 minute' WHERE id = ${cartId}`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie: seller.cookie, 'accept-language': 'fr-CA' },
      payload: { id: cartId, currency: 'cad', discountCode: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = sessionRequests().at(-1)?.body;
    expect(sent?.get('locale')).toBe('fr-CA');
    expect(sent?.get('line_items[0][price_data][product_data][name]')).toMatch(
      /^PartsYard\u00a0: frais de publication de la pièce 2012 nº\u00a0\S+$/,
    );
    expect(sent?.get('success_url')).toBe(
      'http://localhost:3000/fr/success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(sent?.get('cancel_url')).toBe('http://localhost:3000/fr/create-post?cancelled=true');
  });

  it('keeps one open checkout per cart: a second request gets the same session, a new one only after it expired', async () => {
    const { cartId, checkout } = await createPost(t.app, seller.cookie, { discountCode: '' });
    const before = sessionRequests().length;
    const again = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/create-checkout-session',
        headers: { cookie: seller.cookie },
        payload: { id: cartId, currency: 'cad', discountCode: '' },
      });
    const [a, b] = await Promise.all([again(), again()]);
    expect([a.json().url, b.json().url]).toEqual([checkout.json().url, checkout.json().url]);
    expect(sessionRequests().length).toBe(before);
    await t.app.db.execute(
      sql`UPDATE carts SET checkout_expires_at = now() - interval '1 minute' WHERE id = ${cartId}`,
    );
    const renewed = await again();
    expect(renewed.json().url).not.toBe(checkout.json().url);
    expect(sessionRequests().length).toBe(before + 1);
  });

  it('publishes on a signed webhook, once, however often the event is replayed', async () => {
    const { cartId } = await createPost(t.app, seller.cookie, { discountCode: '', change: { price: 75 } });
    const before = await posts();
    const event = completedEvent('evt_paid_1', cartId);
    for (let i = 0; i < 3; i++) {
      const res = await sendWebhook(event);
      expect(res.statusCode).toBe(200);
    }
    expect(await posts()).toBe(before + 1);
    expect(refundRequests()).toHaveLength(0);
  });

  it("publishes the cart's fitment rows and part details on the webhook (issue 15)", async () => {
    const { vehicleId } = await someIds(t.app);
    const fitments = [
      { vehicle_id: vehicleId, year_from: 2012, year_to: 2015 },
      { vehicle_id: vehicleId, year_from: 2017, year_to: 2019 },
    ];
    const { cartId } = await createPost(t.app, seller.cookie, {
      discountCode: '',
      change: {
        year: undefined,
        vehicle_id: undefined,
        fitments,
        condition: 'remanufactured',
        warranty_days: 30,
        delivery: 'shipping',
        shipping_price: 12,
        oem_numbers: ['56-ABC'],
      },
    });
    expect((await sendWebhook(completedEvent('evt_fitments', cartId))).statusCode).toBe(200);
    const [cart] = (await t.app.db.execute(sql`SELECT post_id FROM carts WHERE id = ${cartId}`)).rows;
    const post = (await t.app.inject({ method: 'GET', url: `/api/posts/${cart?.post_id}` })).json();
    expect(post).toMatchObject({
      year: 2012,
      fitments: fitments.map((f) => ({ ...f, vehicle_name: 'Honda - Civic' })),
      condition: 'remanufactured',
      grade: null,
      warranty_days: 30,
      delivery: 'shipping',
      shipping_price: 12,
      oem_numbers: ['56-ABC'],
    });
  });

  it('refunds a second paid session for a cart already paid (once, keyed by the event), answers 2xx, and logs it', async () => {
    const { cartId } = await createPost(t.app, seller.cookie, { discountCode: '', change: { price: 80 } });
    expect((await sendWebhook(completedEvent('evt_first', cartId, 'cs_first'))).statusCode).toBe(200);
    const before = await posts();
    const second = completedEvent('evt_second', cartId, 'cs_second');
    for (let i = 0; i < 3; i++) expect((await sendWebhook(second)).statusCode).toBe(200);
    expect(await posts()).toBe(before);

    const refunds = refundRequests().filter((r) => r.body.get('payment_intent') === 'pi_for_cs_second');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.idempotencyKey).toBe('refund-evt_second');
    const row = await t.app.db.execute(
      sql`SELECT outcome, refund_reason, refund_ref FROM payment_events WHERE event_id = 'evt_second'`,
    );
    expect(row.rows[0]).toMatchObject({ outcome: 'refunded', refund_reason: 'cart_already_paid' });
    expect(String(row.rows[0]?.refund_ref)).toMatch(/^re_test_/);
    const audit = await t.app.db.execute(
      sql`SELECT admin_id, admin_email, target_id, details FROM audit_log WHERE action = 'payment.refund' AND details LIKE '%evt_second%'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ admin_id: null, admin_email: 'system', target_id: String(cartId) });
    expect(String(audit.rows[0]?.details)).toContain('the cart was already paid');
  });

  it('answers 5xx while the refund cannot be made, and refunds on the redelivery', async () => {
    const { cartId } = await createPost(t.app, seller.cookie, { discountCode: '', change: { price: 81 } });
    expect((await sendWebhook(completedEvent('evt_once', cartId, 'cs_once'))).statusCode).toBe(200);
    const refund = t.app.payments.refund;
    t.app.payments.refund = async () => {
      throw new Error('Stripe is unreachable');
    };
    const late = completedEvent('evt_late', cartId, 'cs_late');
    try {
      expect((await sendWebhook(late)).statusCode).toBe(500);
    } finally {
      t.app.payments.refund = refund;
    }
    const pending = await t.app.db.execute(
      sql`SELECT outcome FROM payment_events WHERE event_id = 'evt_late'`,
    );
    expect(pending.rows[0]?.outcome).toBe('refund_pending');
    expect((await sendWebhook(late)).statusCode).toBe(200);
    const done = await t.app.db.execute(sql`SELECT outcome FROM payment_events WHERE event_id = 'evt_late'`);
    expect(done.rows[0]?.outcome).toBe('refunded');
  });

  it('refuses a webhook whose signature does not verify, and publishes nothing', async () => {
    const { cartId } = await createPost(t.app, seller.cookie, { discountCode: '' });
    const before = await posts();
    const forged = await sendWebhook(completedEvent('evt_forged', cartId), 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: completedEvent('evt_unsigned', cartId),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await posts()).toBe(before);
  });

  it('ignores other event types', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'charge.refunded',
      data: { object: {} },
    });
    expect((await sendWebhook(payload)).statusCode).toBe(200);
  });
});
