import type { TPostingTerms } from '@common/contracts/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { TPostingTerms };

/** GET /api/posting-terms: whether fees are charged now (the server's clock) and the code to pre-fill. */
export function getPostingTerms(signal?: AbortSignal) {
  return apiRequest<TPostingTerms>('/posting-terms', { signal });
}

export const postingTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['posts', 'terms'],
    queryFn: ({ signal }) => getPostingTerms(signal),
    // It changes once, on the fee start date: an hour old is fresh enough.
    staleTime: 60 * 60 * 1000,
  });

export function usePostingTerms() {
  return useQuery(postingTermsQueryOptions());
}
