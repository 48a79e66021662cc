import type { TPost, TPostUpdate } from '@common/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myPostsKey, postKey } from './query-keys';

/** PUT /api/posts/:id: the seller's changes (the price may not go up); answers the post. */
export function updatePost(id: number, update: TPostUpdate) {
  return apiRequest<TPost>(`/posts/${id}`, { method: 'PUT', body: update });
}

export function useUpdatePost(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TPostUpdate) => updatePost(id, update),
    onSuccess: (post: TPost) => {
      queryClient.setQueryData(postKey(id), post);
      void queryClient.invalidateQueries({ queryKey: myPostsKey() });
    },
  });
}
