import type { TSiteConfig } from '@common/contracts/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { TSiteConfig };

/** GET /api/site-config: the map tile server the post page's map uses (TILE_URL on the server). */
export function getSiteConfig(signal?: AbortSignal) {
  return apiRequest<TSiteConfig>('/site-config', { signal });
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['posts', 'site-config'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Number.POSITIVE_INFINITY, // set at server start
  });

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
