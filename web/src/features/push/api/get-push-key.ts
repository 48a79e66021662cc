import type { TPushKeyResponse } from '@common/contracts/push';
import { apiRequest } from '@/lib/api-client';

/** GET /api/push/key: the VAPID public key this site's pushes are signed with. */
export async function getPushKey() {
  return (await apiRequest<TPushKeyResponse>('/push/key', {})).public_key;
}
