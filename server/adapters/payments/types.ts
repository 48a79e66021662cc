import type { TLanguage } from '@common/i18n/languages';

export interface TCheckoutRequest {
  cartId: number;
  /** What to charge, in cents of `currency`. */
  amountCents: number;
  currency: 'cad' | 'usd';
  description: string;
  customerEmail: string;
  /** May carry the provider's placeholder for the session id (Stripe: {CHECKOUT_SESSION_ID}). */
  successUrl: string;
  cancelUrl: string;
  /** The payer's language: the provider's page speaks it when it can. */
  language?: TLanguage;
  /** The same key asks for the same session again (a retried call makes no second session). */
  idempotencyKey: string;
}

export interface TCheckoutSession {
  /** Where the browser goes to pay. */
  url: string;
  /** The provider's id of the session (kept on the cart). */
  reference: string;
  /** When the provider stops taking payment on it (real time). */
  expiresAt: Date;
}

/** A completed payment, from a verified webhook or the local checkout. */
export interface TPaymentEvent {
  provider: 'stripe' | 'local';
  eventId: string;
  type: string;
  cartId: number;
  /** The checkout session paid, and the payment itself (Stripe: cs_..., pi_...): what a refund names. */
  sessionRef?: string;
  paymentRef?: string;
}

export interface TRefundRequest {
  sessionRef: string | null;
  paymentRef: string | null;
  /** Derived from the event: asking twice refunds once. */
  idempotencyKey: string;
}

export interface TPayments {
  kind: 'stripe' | 'local';
  createCheckout(req: TCheckoutRequest): Promise<TCheckoutSession>;
  /**
   * Verifies a provider webhook (signature over the raw body) and returns the completed checkout it
   * reports, null for other events; throws when the signature does not verify.
   */
  parseWebhook(rawBody: Buffer, signature: string): TPaymentEvent | null;
  /** Pays a payment back in full; returns the provider's id of the refund. */
  refund(req: TRefundRequest): Promise<{ reference: string }>;
}
