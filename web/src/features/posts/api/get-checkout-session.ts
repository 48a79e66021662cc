import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** As the server's ZSessionPayment (server/modules/posts/cart-routes.ts). */
export interface TCheckoutSession {
  status: 'pending' | 'paid' | 'refunded';
  reason: 'cart_missing' | 'cart_already_paid' | 'post_sold' | 'post_missing' | null;
  /** The post the payment published or renewed, once paid. */
  post_id: number | null;
}

/**
 * GET /api/checkout-sessions/{ref}: whether the seller's payment was applied (and to which post) or
 * refunded (and why).
 */
export function getCheckoutSession(ref: string, signal?: AbortSignal) {
  return apiRequest<TCheckoutSession>(`/checkout-sessions/${encodeURIComponent(ref)}`, { signal });
}

/** The answer is still pending and the page still asks (every 2 s, for about a minute). */
const awaitingPayment = (state: { data?: TCheckoutSession; dataUpdateCount: number } | undefined) =>
  state?.data?.status === 'pending' && state.dataUpdateCount < 30;

const sessionQuery = (ref: string | null) =>
  queryOptions({
    queryKey: ['posts', 'checkout-session', ref],
    queryFn: ({ signal }) => getCheckoutSession(ref ?? '', signal),
    enabled: Boolean(ref),
    retry: false,
    refetchInterval: (query) => (awaitingPayment(query.state) ? 2000 : false),
  });

/**
 * Asked again every 2 s while the provider's confirmation has not arrived (it may follow the
 * browser); `awaiting` is true while the page still asks (false once it gave up).
 */
export function useCheckoutSession(ref: string | null) {
  const options = sessionQuery(ref);
  const session = useQuery(options);
  const client = useQueryClient();
  // Read so that every answer, even an unchanged 'pending', renders the page again.
  void session.dataUpdatedAt;
  const awaiting =
    Boolean(ref) && (session.isPending || awaitingPayment(client.getQueryState(options.queryKey)));
  return { session, awaiting };
}
