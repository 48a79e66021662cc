import { z } from 'zod';
import { ZInt } from './ids';

// The notification centre: the bell's unread count and the signed-in user's notices.

/** What a notice tells; the app words each kind from its params in the reader's language. */
export const NOTICE_KINDS = [
  /** A saved search's alert found a new post: { search_name, title }. */
  'alert',
  /** A watched (favourited) post's price went down: { title, old_price, new_price, currency }. */
  'price_drop',
  /** A watched post was sold: { title }. */
  'watch_sold',
  /** A watched post expires soon: { title, days }. */
  'watch_expiring',
  /** The reader's own ad expires soon (renew it): { title, days }. */
  'post_expiring',
  /** The reader's own ad expired: { title }. */
  'post_expired',
  /** An admin deleted the reader's ad: { title, reason }. */
  'post_deleted',
  /** An admin acted on the reader's report: { title }. */
  'report_resolved',
] as const;
export type TNoticeKind = (typeof NOTICE_KINDS)[number];

/** A notice's words' values: short texts and numbers only. */
export const ZNoticeParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type TNoticeParams = z.infer<typeof ZNoticeParams>;

export const ZNotice = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  params: ZNoticeParams,
  /** The site path it opens. */
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type TNotice = z.infer<typeof ZNotice>;

/** Notices a page of the list holds. */
export const NOTICES_PAGE_SIZE = 20;

// GET /api/notifications?page=N: newest first.
export const ZNoticesQuery = z.object({ page: ZInt('pageInvalid', { max: 10_000 }).optional() });
export const ZNoticesPage = z.object({
  notifications: z.array(ZNotice),
  page: z.number().int(),
  total_pages: z.number().int(),
  total: z.number().int(),
  unread_total: z.number().int(),
});
export type TNoticesPage = z.infer<typeof ZNoticesPage>;

// GET /api/notifications/unread, and the answer of marking one or all read.
export const ZUnreadNotices = z.object({ unread_total: z.number().int() });
export type TUnreadNotices = z.infer<typeof ZUnreadNotices>;

// POST /api/notifications/{id}/read
export const ZNoticeParamsPath = z.object({ id: ZInt('notificationIdInvalid') });
