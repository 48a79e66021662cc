import type { TCart } from '@common/contracts/posts';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const ZCheckoutUrl = z.object({ url: z.string().min(1) });

/**
 * POST /api/create-checkout-session (SPEC.md section 7): the cart row plus currency ('cad'|'usd') and
 * discountCode; answers {url}: the payment page, or when the fee is waived the new post's
 * confirmation (/success?post_id=).
 */
export function createCheckoutSession(cart: TCart, discountCode: string) {
  return apiRequest('/create-checkout-session', {
    method: 'POST',
    body: { ...cart, currency: cart.currencytype.toLowerCase(), discountCode },
    schema: ZCheckoutUrl,
  });
}
