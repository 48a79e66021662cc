import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const ZPostingTerms = z.object({ feesCharged: z.boolean(), discountCode: z.string() });
export type TPostingTerms = z.infer<typeof ZPostingTerms>;

/** GET /api/posting-terms: whether fees are charged now (the server's clock) and the code to pre-fill. */
export function getPostingTerms(signal?: AbortSignal) {
  return apiRequest('/posting-terms', { schema: ZPostingTerms, signal });
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
