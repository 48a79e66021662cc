import Stripe from 'stripe';
import type { TPayments } from './types';

export interface TStripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local server speaking Stripe's API. */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** How long a Checkout session takes payment (Stripe allows 30 minutes to 24 hours). */
export const STRIPE_CHECKOUT_MINUTES = 60;

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
      const expiresAt = Math.floor(Date.now() / 1000) + STRIPE_CHECKOUT_MINUTES * 60;
      const session = await stripe.checkout.sessions.create(
        {
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
          // Stripe's page in Canadian French for a French seller (its own choice otherwise).
          ...(req.language === 'fr' ? { locale: 'fr-CA' as const } : {}),
          expires_at: expiresAt,
        },
        { idempotencyKey: req.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return {
        url: session.url,
        reference: session.id,
        expiresAt: new Date((session.expires_at ?? expiresAt) * 1000),
      };
    },
    parseWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, cfg.webhookSecret);
      if (event.type !== 'checkout.session.completed') return null;
      const session = event.data.object as Stripe.Checkout.Session;
      const cartId = Number(session.metadata?.cartId ?? session.client_reference_id);
      if (!Number.isInteger(cartId) || session.payment_status !== 'paid') return null;
      const intent = session.payment_intent;
      return {
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        cartId,
        sessionRef: session.id,
        paymentRef: typeof intent === 'string' ? intent : intent?.id,
      };
    },
    async refund(req) {
      let intent = req.paymentRef;
      if (!intent && req.sessionRef) {
        const session = await stripe.checkout.sessions.retrieve(req.sessionRef);
        const pi = session.payment_intent;
        intent = typeof pi === 'string' ? pi : (pi?.id ?? null);
      }
      if (!intent) throw new Error('No payment to refund: the session has no payment intent');
      const refund = await stripe.refunds.create(
        { payment_intent: intent },
        { idempotencyKey: req.idempotencyKey },
      );
      return { reference: refund.id };
    },
  };
}
