import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { myPostsKey } from './query-keys';

const ZDeleted = z.object({ message: z.string() });

/** POST /api/delete-post {post_id} (SPEC.md section 7): removes the post and its photos. */
export function deletePost(postId: number) {
  return apiRequest('/delete-post', { method: 'POST', body: { post_id: postId }, schema: ZDeleted });
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
