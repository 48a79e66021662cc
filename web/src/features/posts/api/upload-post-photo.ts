import type { TPost } from '@common/contracts/posts';
import { uploadFile } from '@/lib/upload-file';

/** POST /api/posts/:id/images (multipart 'photo'): the post with the photo added. */
export function uploadPostPhoto(postId: number, file: File, onProgress: (fraction: number) => void) {
  return uploadFile<TPost>(`/posts/${postId}/images`, file, { field: 'photo', onProgress });
}
