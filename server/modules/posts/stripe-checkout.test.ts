import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePayments } from '../../adapters/payments/stripe';
import { createUser } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Stripe's API is played by a local server (the SDK is pointed at it); the webhook is signed with
// Stripe's own signing code, so signature checking is the real one.
const WEBHOOK_SECRET = 'whsec_test_partsyard';
const requests: { path: string; body: string }[] = [];
let stripeApi: http.Server;
let t: TTestApp;
let seller: { cookie: string };

beforeAll(async () => {
  stripeApi = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      requests.push({ path: req.url ?? '', body });
      const id = `cs_test_${requests.length}`;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/c/${id}` }),
      );
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  const { port } = stripeApi.address() as AddressInfo;
  const payments = createStripePayments({
    secretKey: 'sk_test_partsyard',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
  });
  t = await createTestApp({}, {}, { clock: () => new Date('2029-01-15T10:00:00Z'), payments });
  seller = await createUser(t.app, { username: 'stripeseller' });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stripeApi.close(resolve));
});

function completedEvent(eventId: string, cartId: number) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_test_${cartId}`,
        object: 'checkout.session',
        payment_status: 'paid',
        client_reference_id: String(cartId),
        metadata: { cartId: String(cartId) },
      },
    },
  });
}
const sendWebhook = (payload: string, secret = WEBHOOK_SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  });
const posts = async () =>
  Number((await t.app.db.execute(sql`SELECT count(*)::int AS n FROM posts`)).rows[0]?.n);

describe('Stripe checkout', () => {
  it('creates a Checkout session for the fee the server computed, with our success and cancel URLs', async () => {
    const { checkout } = await createPost(t.app, seller.cookie, { discountCode: '', change: { price: 40 } });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/cs_test_/);
    const sent = new URLSearchParams(requests.at(-1)?.body);
    expect(requests.at(-1)?.path).toBe('/v1/checkout/sessions');
    // 3% of 40.00 is 1.20.
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('120');
    expect(sent.get('line_items[0][price_data][currency]')).toBe('cad');
    expect(sent.get('success_url')).toBe('http://localhost:3000/success');
    expect(sent.get('cancel_url')).toBe('http://localhost:3000/create-post?cancelled=true');
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
    // A second, different event for the same cart makes no second post either.
    expect((await sendWebhook(completedEvent('evt_paid_2', cartId))).statusCode).toBe(200);
    expect(await posts()).toBe(before + 1);
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
