import type { TPushSubscribed } from '@common/contracts/push';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/push/subscriptions: forget this device's subscription. */
export function deleteSubscription(endpoint: string) {
  return apiRequest<TPushSubscribed>('/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}
