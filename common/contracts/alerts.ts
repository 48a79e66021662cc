import { z } from 'zod';

// The one-click unsubscribe of alert emails (RFC 8058): no sign-in, the link's token is the key.

// ?token=<uuid>&scope=digest (a digest's link stops every daily digest of its owner).
export const ZUnsubscribeQuery = z.object({
  token: z.string({ error: 'unsubscribeTokenInvalid' }).uuid('unsubscribeTokenInvalid'),
  scope: z.enum(['search', 'digest']).default('search'),
});

// GET: what the link would stop (the page asks before it does).
export const ZUnsubscribeInfo = z.object({
  name: z.string(),
  scope: z.enum(['search', 'digest']),
  alert: z.string(),
});
export type TUnsubscribeInfo = z.infer<typeof ZUnsubscribeInfo>;

// POST (the email client's one click, or the page's button): done.
export const ZUnsubscribeDone = z.object({
  name: z.string(),
  scope: z.enum(['search', 'digest']),
  /** How many searches' alerts this turned off (0 when they already were). */
  turned_off: z.number().int(),
});
export type TUnsubscribeDone = z.infer<typeof ZUnsubscribeDone>;
