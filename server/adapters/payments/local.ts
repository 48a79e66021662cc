import { randomBytes } from 'node:crypto';
import type { TCheckoutRequest, TPayments } from './types';

export interface TLocalCheckout extends TCheckoutRequest {
  reference: string;
}

/**
 * The embedded payment provider: a test checkout page on this server (/checkout/local/{ref}) with
 * Pay and Cancel, which goes through the same publishing code as a real payment. Pending sessions
 * are kept in the database's carts (checkout_ref), so any instance can serve the page.
 */
export function createLocalPayments(publicUrl: string): TPayments {
  return {
    kind: 'local',
    async createCheckout() {
      const reference = `local_${randomBytes(16).toString('base64url')}`;
      return { url: `${publicUrl}/checkout/local/${reference}`, reference };
    },
    parseWebhook() {
      throw new Error('The local checkout has no webhooks');
    },
  };
}
