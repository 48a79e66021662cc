export interface TCheckoutRequest {
  cartId: number;
  /** What to charge, in cents of `currency`. */
  amountCents: number;
  currency: 'cad' | 'usd';
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

export interface TCheckoutSession {
  /** Where the browser goes to pay. */
  url: string;
  /** The provider's id of the session (kept on the cart). */
  reference: string;
}

/** A completed payment, from a verified webhook or the local checkout. */
export interface TPaymentEvent {
  provider: 'stripe' | 'local';
  eventId: string;
  type: string;
  cartId: number;
}

export interface TPayments {
  kind: 'stripe' | 'local';
  createCheckout(req: TCheckoutRequest): Promise<TCheckoutSession>;
  /**
   * Verifies a provider webhook (signature over the raw body) and returns the completed checkout it
   * reports, null for other events; throws when the signature does not verify.
   */
  parseWebhook(rawBody: Buffer, signature: string): TPaymentEvent | null;
}
