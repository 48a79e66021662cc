import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createStripePayments } from '../adapters/payments/stripe';

/** One request the fake Stripe API received: its path, form body and idempotency key. */
export interface TStripeRequest {
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

export const WEBHOOK_SECRET = 'whsec_test_partsyard';

/**
 * Stripe's API played by a local server (the real SDK is pointed at it): Checkout sessions and
 * refunds, with Stripe's idempotency (a repeated key answers the first answer again).
 */
export async function startFakeStripe() {
  const requests: TStripeRequest[] = [];
  const answers = new Map<string, string>();
  let sessions = 0;
  let refunds = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString();
    });
    req.on('end', () => {
      const key = req.headers['idempotency-key'] as string | undefined;
      const body = new URLSearchParams(raw);
      requests.push({ path: req.url ?? '', body, idempotencyKey: key });
      let answer = key ? answers.get(`${req.url} ${key}`) : undefined;
      if (!answer) {
        if (req.url === '/v1/refunds') {
          refunds += 1;
          answer = JSON.stringify({
            id: `re_test_${refunds}`,
            object: 'refund',
            payment_intent: body.get('payment_intent'),
            status: 'succeeded',
          });
        } else {
          sessions += 1;
          const id = `cs_test_${sessions}`;
          const expiresAt = Number(body.get('expires_at')) || Math.floor(Date.now() / 1000) + 86_400;
          answer = JSON.stringify({
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/c/${id}`,
            expires_at: expiresAt,
          });
        }
        if (key) answers.set(`${req.url} ${key}`, answer);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const payments = createStripePayments({
    secretKey: 'sk_test_partsyard',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
  });
  return {
    payments,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A checkout.session.completed event as Stripe sends it, for a paid session of the cart. */
export function completedEvent(eventId: string, cartId: number, sessionId = `cs_test_cart_${cartId}`) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: `pi_for_${sessionId}`,
        client_reference_id: String(cartId),
        metadata: { cartId: String(cartId) },
      },
    },
  });
}

/** The Stripe-Signature header Stripe would send with this payload (its own signing code). */
export const signatureOf = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });
