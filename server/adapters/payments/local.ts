import { randomBytes } from 'node:crypto';
import type { TPayments } from './types';

/** How long a test checkout page takes payment (Stripe's sessions expire too). */
export const LOCAL_CHECKOUT_MINUTES = 60;

/**
 * The embedded payment provider: a test checkout page on this server (/checkout/local/{ref}) with
 * Pay and Cancel, which goes through the same publishing code as a real payment. Pending sessions
 * are kept in the database's carts (checkout_ref), so any instance can serve the page. No money
 * moves, so a refund is only recorded.
 */
export function createLocalPayments(publicUrl: string): TPayments {
  return {
    kind: 'local',
    async createCheckout(req) {
      const reference = `local_${randomBytes(16).toString('base64url')}`;
      // On the origin the seller comes back to (PUBLIC_URL, or the address their browser used).
      const origin = URL.canParse(req.successUrl) ? new URL(req.successUrl).origin : publicUrl;
      return {
        // A French seller's test page in French (its forms and redirects keep the language).
        url: `${origin}/checkout/local/${reference}${req.language === 'fr' ? '?lang=fr' : ''}`,
        reference,
        expiresAt: new Date(Date.now() + LOCAL_CHECKOUT_MINUTES * 60_000),
      };
    },
    parseWebhook() {
      throw new Error('The local checkout has no webhooks');
    },
    async refund(req) {
      return { reference: `local_refund_${req.idempotencyKey}` };
    },
  };
}
