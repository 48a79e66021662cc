import { ZVinDecode } from '@common/contracts/vin';
import { apiRequest } from '@/lib/api-client';

/** GET /api/vin/{vin}: the VIN decoded offline, mapped onto a catalog model (or the closest names). */
export function decodeVin(vin: string, signal?: AbortSignal) {
  return apiRequest(`/vin/${encodeURIComponent(vin)}`, { schema: ZVinDecode, signal });
}
