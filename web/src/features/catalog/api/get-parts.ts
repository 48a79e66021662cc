import type { TPartList } from '@common/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOG_STALE_MS } from '@/config/api';
import { apiRequest } from '@/lib/api-client';

/** GET /api/parts: every part type, ordered by part_name. */
export function getParts(signal?: AbortSignal) {
  return apiRequest<TPartList>('/parts', { signal });
}

export const partsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'parts'],
    queryFn: ({ signal }) => getParts(signal),
    staleTime: CATALOG_STALE_MS,
  });

export function useParts() {
  return useQuery(partsQueryOptions());
}
