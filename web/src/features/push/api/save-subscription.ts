import type { TPushSubscribed } from '@common/contracts/push';
import { apiRequest } from '@/lib/api-client';

/** POST /api/push/subscriptions: this device's subscription, for the signed-in user. */
export function saveSubscription(subscription: PushSubscriptionJSON) {
  return apiRequest<TPushSubscribed>('/push/subscriptions', { method: 'POST', body: subscription });
}
