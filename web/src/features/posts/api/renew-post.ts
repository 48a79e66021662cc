import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const ZCheckoutUrl = z.object({ url: z.string().min(1) });

/** POST /api/posts/:id/renew {discountCode}: {url} to go to, like checkout (/my-posts when free). */
export function renewPost(postId: number, discountCode: string) {
  return apiRequest(`/posts/${postId}/renew`, {
    method: 'POST',
    body: { discountCode },
    schema: ZCheckoutUrl,
  });
}

export function useRenewPost() {
  return useMutation({
    mutationFn: ({ postId, discountCode }: { postId: number; discountCode: string }) =>
      renewPost(postId, discountCode),
  });
}
