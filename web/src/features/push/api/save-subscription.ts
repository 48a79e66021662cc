import { ZPushSubscribed } from '@common/contracts/push';
import { apiRequest } from '@/lib/api-client';

/** POST /api/push/subscriptions: this device's subscription, for the signed-in user. */
export function saveSubscription(subscription: PushSubscriptionJSON) {
  return apiRequest('/push/subscriptions', { method: 'POST', body: subscription, schema: ZPushSubscribed });
}
