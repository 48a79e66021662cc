import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

interface TCheckoutUrl {
  url: string;
}

/** POST /api/posts/:id/renew {discountCode}: {url} to go to, like checkout (/my-posts when free). */
export function renewPost(postId: number, discountCode: string) {
  return apiRequest<TCheckoutUrl>(`/posts/${postId}/renew`, {
    method: 'POST',
    body: { discountCode },
  });
}

export function useRenewPost() {
  return useMutation({
    mutationFn: ({ postId, discountCode }: { postId: number; discountCode: string }) =>
      renewPost(postId, discountCode),
  });
}
