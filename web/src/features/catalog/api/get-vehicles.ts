import type { TVehicleList } from '@common/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOG_STALE_MS } from '@/config/api';
import { apiRequest } from '@/lib/api-client';

/** GET /api/vehicles: every vehicle as 'Manufacturer - Model', ordered by name. */
export function getVehicles(signal?: AbortSignal) {
  return apiRequest<TVehicleList>('/vehicles', { signal });
}

export const vehiclesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'vehicles'],
    queryFn: ({ signal }) => getVehicles(signal),
    staleTime: CATALOG_STALE_MS,
  });

export function useVehicles() {
  return useQuery(vehiclesQueryOptions());
}
