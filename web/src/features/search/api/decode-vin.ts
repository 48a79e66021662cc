import { ZVinDecode } from '@common/contracts/vin';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { vinKey } from './query-keys';

/** GET /api/vin/{vin}: the year and catalog model a VIN decodes to (offline, on the server). */
export function decodeVin(vin: string, signal?: AbortSignal) {
  return apiRequest(`/vin/${encodeURIComponent(vin)}`, { schema: ZVinDecode, signal });
}

export const decodeVinQueryOptions = (vin: string) =>
  queryOptions({
    queryKey: vinKey(vin),
    queryFn: ({ signal }) => decodeVin(vin, signal),
    // A VIN decodes the same way until the data is rebuilt.
    staleTime: Number.POSITIVE_INFINITY,
    // A refused VIN (4xx) stays refused: asking again would only repeat the answer.
    retry: false,
  });
