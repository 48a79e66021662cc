import type { TCart } from '@common/contracts/posts';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/carts/:id/images/:position: the cart without that photo. */
export function deleteCartPhoto(cartId: number, position: number) {
  return apiRequest<TCart>(`/carts/${cartId}/images/${position}`, { method: 'DELETE' });
}
