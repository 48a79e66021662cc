import type { TPost } from '@common/contracts/posts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/posts/{id}: the post being reported, so the form can say which one. */
export function useReportedPost(postId: number) {
  return useQuery({
    queryKey: ['reports', 'post', postId],
    queryFn: ({ signal }) => apiRequest<TPost>(`/posts/${postId}`, { signal }),
    retry: false,
  });
}
