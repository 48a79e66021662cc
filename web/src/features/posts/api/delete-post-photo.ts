import type { TPost } from '@common/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myPostsKey, postKey } from './query-keys';

/** DELETE /api/posts/:id/images/:position: the post without that photo. */
export function deletePostPhoto(postId: number, position: number) {
  return apiRequest<TPost>(`/posts/${postId}/images/${position}`, { method: 'DELETE' });
}

export function useDeletePostPhoto(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (position: number) => deletePostPhoto(postId, position),
    onSuccess: (post) => {
      queryClient.setQueryData(postKey(postId), post);
      void queryClient.invalidateQueries({ queryKey: myPostsKey() });
    },
  });
}
