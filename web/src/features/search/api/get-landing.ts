import type { TLandingPage, TLandingQuery } from '@common/contracts/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const landingKey = (slugs: TLandingQuery) =>
  ['landing', slugs.make ?? '', slugs.model ?? '', slugs.part ?? ''] as const;

/** GET /api/posts/landing: what a landing page stands for and its narrower pages (404 when unknown). */
export function getLanding(slugs: TLandingQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const key of ['make', 'model', 'part'] as const) {
    const value = slugs[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return apiRequest<TLandingPage>(`/posts/landing${query ? `?${query}` : ''}`, { signal });
}

export const landingQueryOptions = (slugs: TLandingQuery) =>
  queryOptions({
    queryKey: landingKey(slugs),
    queryFn: ({ signal }) => getLanding(slugs, signal),
    // The server keeps the counts a minute too.
    staleTime: 60_000,
  });

export function useLanding(slugs: TLandingQuery) {
  return useQuery(landingQueryOptions(slugs));
}
