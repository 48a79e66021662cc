import { ZPushKeyResponse } from '@common/contracts/push';
import { apiRequest } from '@/lib/api-client';

/** GET /api/push/key: the VAPID public key this site's pushes are signed with. */
export async function getPushKey() {
  return (await apiRequest('/push/key', { schema: ZPushKeyResponse })).public_key;
}
