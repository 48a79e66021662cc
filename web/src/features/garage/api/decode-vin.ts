import { ZVinDecode } from '@common/contracts/vin';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/vin/{vin}: the year and catalog model a VIN decodes to (offline, on the server). */
export function decodeVin(vin: string) {
  return apiRequest(`/vin/${encodeURIComponent(vin)}`, { schema: ZVinDecode });
}

/** Decodes when the person asks (the Decode button), not on every keystroke. */
export function useDecodeVin() {
  return useMutation({ mutationFn: decodeVin });
}
