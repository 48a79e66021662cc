import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const ZCheckoutSession = z.object({
  status: z.enum(['pending', 'paid', 'refunded']),
  reason: z.enum(['cart_missing', 'cart_already_paid', 'post_sold', 'post_missing']).nullable(),
});
export type TCheckoutSession = z.infer<typeof ZCheckoutSession>;

/** GET /api/checkout-sessions/{ref}: whether the seller's payment was applied or refunded (and why). */
export function getCheckoutSession(ref: string, signal?: AbortSignal) {
  return apiRequest(`/checkout-sessions/${encodeURIComponent(ref)}`, { schema: ZCheckoutSession, signal });
}

/** Asked again every 2 s while the provider's confirmation has not arrived (it may follow the browser). */
export function useCheckoutSession(ref: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['posts', 'checkout-session', ref],
      queryFn: ({ signal }) => getCheckoutSession(ref ?? '', signal),
      enabled: Boolean(ref),
      retry: false,
      refetchInterval: (query) =>
        query.state.data?.status === 'pending' && query.state.dataUpdateCount < 30 ? 2000 : false,
    }),
  );
}
