import type { TMe } from '@common/contracts/accounts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_REFETCH_MS } from '@/config/api';
import { apiRequest } from '@/lib/api-client';

export const ME_QUERY_KEY = ['accounts', 'me'] as const;

/**
 * GET /api/session: the signed-in user and their profile, or null for a visitor. (/api/me answers a
 * visitor 401, which the browser would log as an error on every visitor's page.)
 */
export function getMe(signal?: AbortSignal): Promise<TMe | null> {
  return apiRequest<TMe | null>('/session', { signal });
}

// The session lives in an HttpOnly cookie: this query is the browser's only view of it. Reading it
// on focus and every few minutes keeps the header honest and slides the session on the server. A
// failed read (network, 5xx) keeps the last answer: only the server saying null signs the user out.
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchInterval: SESSION_REFETCH_MS,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}

/** Reads the session again now (after sign-in, 2FA changes...) and resolves once it is in the cache. */
export function refreshMe(queryClient: QueryClient) {
  return queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
}
