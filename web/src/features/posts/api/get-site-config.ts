import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const ZSiteConfig = z.object({ tileUrl: z.string(), tileAttribution: z.string() });
export type TSiteConfig = z.infer<typeof ZSiteConfig>;

/** GET /api/site-config: the map tile server the post page's map uses (TILE_URL on the server). */
export function getSiteConfig(signal?: AbortSignal) {
  return apiRequest('/site-config', { schema: ZSiteConfig, signal });
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
