import { queryOptions } from '@tanstack/react-query';
import { decodeVin } from '@/lib/decode-vin';
import { vinKey } from './query-keys';

export const decodeVinQueryOptions = (vin: string) =>
  queryOptions({
    queryKey: vinKey(vin),
    queryFn: ({ signal }) => decodeVin(vin, signal),
    // A VIN decodes the same way until the data is rebuilt.
    staleTime: Number.POSITIVE_INFINITY,
    // A refused VIN (4xx) stays refused: asking again would only repeat the answer.
    retry: false,
  });
