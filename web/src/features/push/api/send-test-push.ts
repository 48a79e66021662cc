import type { TPushTestResponse } from '@common/contracts/push';
import { apiRequest } from '@/lib/api-client';

/** POST /api/push/test: a test notification to each of the user's devices; how many were sent. */
export async function sendTestPush() {
  return (await apiRequest<TPushTestResponse>('/push/test', { method: 'POST' })).sent;
}
