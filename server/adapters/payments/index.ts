import { createLocalPayments } from './local';
import { createStripePayments } from './stripe';
import type { TPayments } from './types';

export type { TPaymentEvent, TPayments } from './types';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in local test checkout. */
export function createPayments(cfg: {
  publicUrl: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
}): TPayments {
  if (cfg.stripeSecretKey) {
    return createStripePayments({
      secretKey: cfg.stripeSecretKey,
      webhookSecret: cfg.stripeWebhookSecret ?? '',
    });
  }
  return createLocalPayments(cfg.publicUrl);
}
