import type { TCart } from '@common/contracts/posts';
import { apiRequest } from '@/lib/api-client';

interface TCheckoutUrl {
  url: string;
}

/**
 * POST /api/create-checkout-session (docs/PRODUCT.md §7): the cart row plus currency ('cad'|'usd') and
 * discountCode; answers {url}: the payment page, or when the fee is waived the new post's
 * confirmation (/success?post_id=).
 */
export function createCheckoutSession(cart: TCart, discountCode: string) {
  return apiRequest<TCheckoutUrl>('/create-checkout-session', {
    method: 'POST',
    body: { ...cart, currency: cart.currencytype.toLowerCase(), discountCode },
  });
}
