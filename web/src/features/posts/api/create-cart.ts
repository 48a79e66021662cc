import type { TCart, TPostInput } from '@common/contracts/posts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/carts: the pending post that checkout publishes; 201 with the cart. */
export function createCart(input: TPostInput) {
  return apiRequest<TCart>('/carts', { method: 'POST', body: input });
}
