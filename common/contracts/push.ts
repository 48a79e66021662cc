import { z } from 'zod';

// Web Push: a device's subscription as the browser's PushSubscription.toJSON() gives it,
// posted by Account Settings' "Notifications on this device".

/** Push services' endpoints are short URLs; anything longer is not one. */
export const PUSH_ENDPOINT_MAX = 1000;
/** base64url keys: p256dh is 65 bytes (87 characters), auth 16 bytes (22); a little slack for padding. */
const ZKey = (length: number, message: string) =>
  z
    .string(message)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .min(length, message)
    .max(length + 2, message);

export const ZPushEndpoint = z
  .string('pushEndpointInvalid')
  .max(PUSH_ENDPOINT_MAX, 'pushEndpointInvalid')
  .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', 'pushEndpointInvalid');

export const ZPushSubscription = z.object({
  endpoint: ZPushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: ZKey(87, 'pushKeysInvalid'), auth: ZKey(22, 'pushKeysInvalid') },
    'pushKeysInvalid',
  ),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

export const ZPushUnsubscribe = z.object({ endpoint: ZPushEndpoint });

export const ZPushKeyResponse = z.object({ public_key: z.string() });
export type TPushKeyResponse = z.infer<typeof ZPushKeyResponse>;
export const ZPushSubscribed = z.object({ subscribed: z.boolean() });
export type TPushSubscribed = z.infer<typeof ZPushSubscribed>;
export const ZPushTestResponse = z.object({ sent: z.number().int() });
export type TPushTestResponse = z.infer<typeof ZPushTestResponse>;

/** What a notification carries to the service worker (web/public/push-sw.js shows it). */
export interface TPushPayload {
  title: string;
  body: string;
  /** Where a click on the notification goes (a path of this site). */
  url: string;
}
