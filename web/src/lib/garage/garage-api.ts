import type { TGarage, TGarageVehicle, TGarageVehicleInput } from '@common/contracts/garage';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

// The account's garage: GET/POST /api/garage, DELETE /api/garage/{id}, POST /api/garage/merge.

/** Every account garage in the cache (one per signed-in user id). */
export const GARAGE_QUERY_KEY = ['garage'] as const;

export const garageQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...GARAGE_QUERY_KEY, userId] as const,
    queryFn: ({ signal }) => apiRequest<TGarage>('/garage', { signal }),
    staleTime: 30_000,
  });

export function addGarageVehicle(input: TGarageVehicleInput) {
  return apiRequest<TGarageVehicle>('/garage', { method: 'POST', body: input });
}

export function removeGarageVehicle(id: number) {
  return apiRequest<TGarage>(`/garage/${id}`, { method: 'DELETE' });
}

/** Carries a visitor's browser list into the account; answers the whole garage. */
export function mergeGarage(vehicles: TGarageVehicleInput[]) {
  return apiRequest<TGarage>('/garage/merge', { method: 'POST', body: { vehicles } });
}
