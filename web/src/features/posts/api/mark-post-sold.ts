import type { TPost } from '@common/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myPostsKey, postKey } from './query-keys';

/** POST /api/posts/:id/sold: the post, now 'sold' (out of search at once, deleted 7 days later). */
export function markPostSold(postId: number) {
  return apiRequest<TPost>(`/posts/${postId}/sold`, { method: 'POST' });
}

export function useMarkPostSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPostSold,
    onSuccess: (post) => {
      queryClient.setQueryData(postKey(post.id), post);
      void queryClient.invalidateQueries({ queryKey: myPostsKey() });
    },
  });
}
