import type { TCart } from '@common/contracts/posts';
import { uploadFile } from '@/lib/upload-file';

/** POST /api/carts/:id/images (multipart 'photo'): the cart with the photo added. */
export function uploadCartPhoto(cartId: number, file: File, onProgress: (fraction: number) => void) {
  return uploadFile<TCart>(`/carts/${cartId}/images`, file, { field: 'photo', onProgress });
}
