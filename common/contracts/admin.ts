import { z } from 'zod';
import { MESSAGE_REPORT_REASONS, REPORT_REASONS } from '../constants';
import { VEHICLE_NAME_SEPARATOR } from '../vehicles';
import { ZInt, ZRowId } from './ids';

// The admin dashboard's API: reports, the vehicle and part lists, the contact inbox and
// the audit log. Every route answers 401 to a visitor and 403 to a signed-in non-admin.

export const ADMIN_PAGE_SIZE = 20;
export const CATALOG_NAME_MAX = 100;

export const ADMIN_MAX_PAGE = 10_000;
const ZPage = ZInt('pageInvalid', { min: 1, max: ADMIN_MAX_PAGE }).default(1);

export const ZAdminListQuery = z.object({
  status: z.enum(['open', 'closed'], { error: 'statusInvalid' }).default('open'),
  page: ZPage,
});
export const ZAuditQuery = z.object({ page: ZPage });

export const ZAdminReport = z.object({
  id: z.number().int(),
  /** null once the post is deleted. */
  post_id: z.number().int().nullable(),
  post_title: z.string(),
  /** The post still exists (it may be sold or expired). */
  post_exists: z.boolean(),
  /** The reported post's seller (for delete-post's user_id), null once the post is gone. */
  post_user_id: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  description: z.string(),
  email: z.string(),
  created_at: z.string(),
  /** How many times its reporter reported the post (a second report adds to the first). */
  report_count: z.number().int(),
  /** When the reporter last added to it; null when reported once. */
  last_reported_at: z.string().nullable(),
  /** Signed URLs of the report's photos, valid for 60,000 seconds. */
  photos: z.array(z.object({ url: z.string(), full_url: z.string() })),
  resolved: z.boolean(),
  resolution: z.enum(['deleted', 'ignored']).nullable(),
  resolved_at: z.string().nullable(),
  resolved_by: z.string().nullable(),
});
export type TAdminReport = z.infer<typeof ZAdminReport>;

export const ZAdminReportsResponse = z.object({
  reports: z.array(ZAdminReport),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type TAdminReportsResponse = z.infer<typeof ZAdminReportsResponse>;

/** A row id in the path: digits only (not '1e3', not ' 7'), within the database's integer range. */
export const ZIdParams = z.object({ id: ZRowId('idInvalid') });

/** A vehicle's name as an admin types it: 'Manufacturer - Model', both parts present. */
export const ZVehicleInput = z.object({
  name: z
    .string({ error: 'vehicleNameInvalid' })
    .trim()
    .transform((s) => s.replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .max(CATALOG_NAME_MAX, 'catalogNameTooLong')
        .refine((s) => {
          const at = s.indexOf(VEHICLE_NAME_SEPARATOR);
          return at > 0 && s.slice(at + VEHICLE_NAME_SEPARATOR.length).trim() !== '';
        }, 'vehicleNameInvalid'),
    ),
});

/** A catalog name as an admin types it: trimmed, runs of spaces made one, 1 to 100 characters. */
const catalogName = (required: 'partNameRequired' | 'partNameFrRequired') =>
  z
    .string({ error: required })
    .trim()
    .transform((s) => s.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, required).max(CATALOG_NAME_MAX, 'catalogNameTooLong'));

/** A part type in both languages: the catalog's names are data, the admin gives each (docs/decisions.md). */
export const ZPartInput = z.object({
  part_name: catalogName('partNameRequired'),
  part_name_fr: catalogName('partNameFrRequired'),
});

export const ZContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  handled: z.boolean(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

export const ZContactMessagesResponse = z.object({
  messages: z.array(ZContactMessage),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type TContactMessagesResponse = z.infer<typeof ZContactMessagesResponse>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  admin_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  details: z.string(),
  created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditResponse = z.object({
  entries: z.array(ZAuditEntry),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type TAuditResponse = z.infer<typeof ZAuditResponse>;

export const ZResolveResponse = z.object({ id: z.number().int(), resolved: z.boolean() });
export type TResolveResponse = z.infer<typeof ZResolveResponse>;

// GET /api/admin/flagged-messages?status=open|closed&page=: the queue of messages that matched a
// scam pattern or were reported; POST /api/admin/flagged-messages/{id}/reviewed.
export const ZFlaggedMessage = z.object({
  id: z.number().int(),
  kind: z.enum(['pattern', 'report']),
  /** The patterns it matched, with their labels (common/rules/scam-patterns.ts). */
  patterns: z.array(z.object({ id: z.string(), label: z.string() })),
  reason: z.enum(MESSAGE_REPORT_REASONS).nullable(),
  note: z.string(),
  reporter: z.string().nullable(),
  message_id: z.number().int(),
  content: z.string(),
  sender_id: z.string(),
  sender: z.string(),
  receiver: z.string(),
  sent_at: z.string(),
  created_at: z.string(),
  reviewed: z.boolean(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
});
export type TFlaggedMessage = z.infer<typeof ZFlaggedMessage>;

export const ZFlaggedMessagesResponse = z.object({
  flags: z.array(ZFlaggedMessage),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type TFlaggedMessagesResponse = z.infer<typeof ZFlaggedMessagesResponse>;
