import type { TVinDecode } from '@common/contracts/vin';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/vin/{vin}: the VIN decoded offline on the server, mapped onto a catalog model (or the
 * closest names). Shared by the post form, the home form and My Garage.
 */
export function decodeVin(vin: string, signal?: AbortSignal) {
  return apiRequest<TVinDecode>(`/vin/${encodeURIComponent(vin)}`, { signal });
}
