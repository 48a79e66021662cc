import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myPostsKey } from './query-keys';

interface TDeleted {
  message: string;
}

/** POST /api/delete-post {post_id} (docs/PRODUCT.md §7): removes the post and its photos. */
export function deletePost(postId: number) {
  return apiRequest<TDeleted>('/delete-post', { method: 'POST', body: { post_id: postId } });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    // The post's own query is left alone: the page showing it says 'Post Deleted' for a second
    // before it leaves, and a refetch now would only replace that with 'not found'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPostsKey() }),
  });
}
