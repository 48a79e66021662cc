import Stripe from 'stripe';
import type { TPayments } from './types';

export interface TStripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local server speaking Stripe's API. */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Stripe Checkout: hosted payment page, completion reported by a signed webhook. */
export function createStripePayments(cfg: TStripeConfig): TPayments {
  const stripe = new Stripe(cfg.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(cfg.apiBase ?? {}),
  });
  return {
    kind: 'stripe',
    async createCheckout(req) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: req.currency,
              unit_amount: req.amountCents,
              product_data: { name: req.description },
            },
          },
        ],
        customer_email: req.customerEmail,
        client_reference_id: String(req.cartId),
        metadata: { cartId: String(req.cartId) },
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url, reference: session.id };
    },
    parseWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, cfg.webhookSecret);
      if (event.type !== 'checkout.session.completed') return null;
      const session = event.data.object as Stripe.Checkout.Session;
      const cartId = Number(session.metadata?.cartId ?? session.client_reference_id);
      if (!Number.isInteger(cartId) || session.payment_status !== 'paid') return null;
      return { provider: 'stripe', eventId: event.id, type: event.type, cartId };
    },
  };
}
