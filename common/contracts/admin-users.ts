import { z } from 'zod';
import { REPORT_REASONS } from '../constants';
import { ADMIN_MAX_PAGE } from './admin';
import { ZInt } from './ids';
import { POST_STATUSES } from './posts';

// The dashboard's Users tab: find users by email or username, read one user's posts,
// reports, reviews and sign-ins, suspend and restore, delete, grant and revoke the admin role.
// Admins only (401 a visitor, 403 anyone else); every change is in the audit log.

export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_USER_QUERY_MAX = 100;
export const ADMIN_REASON_MAX = 500;

const noNul = (s: string) => !s.includes('\0');

export const ZAdminUsersQuery = z.object({
  /** Part of an email or a username, any case; empty lists the newest accounts. */
  q: z
    .string({ error: 'adminUserQueryInvalid' })
    .trim()
    .max(ADMIN_USER_QUERY_MAX, 'adminUserQueryInvalid')
    .refine(noNul, 'adminUserQueryInvalid')
    .default(''),
  page: ZInt('pageInvalid', { min: 1, max: ADMIN_MAX_PAGE }).default(1),
});

/** A user id in the path (Better Auth's text ids). */
export const ZAdminUserParams = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'adminUserNotFound')
    .max(100, 'adminUserNotFound')
    .refine(noNul, 'adminUserNotFound'),
});

export const ZAdminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  /** null until the profile is completed. */
  username: z.string().nullable(),
  role: z.enum(['admin', 'user']),
  created_at: z.string(),
  suspended: z.boolean(),
  deleted: z.boolean(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ZAdminUsersResponse = z.object({
  users: z.array(ZAdminUserRow),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

const ZReportBrief = z.object({
  id: z.number().int(),
  post_id: z.number().int().nullable(),
  post_title: z.string(),
  reason: z.enum(REPORT_REASONS),
  description: z.string(),
  created_at: z.string(),
  resolved: z.boolean(),
  resolution: z.enum(['deleted', 'ignored']).nullable(),
});

const ZReviewBrief = z.object({
  id: z.number().int(),
  post_title: z.string(),
  /** The other side: the reviewee of a review written, the reviewer of one received. */
  other_id: z.string(),
  other_username: z.string().nullable(),
  rating: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  removed: z.boolean(),
});

/** One user's page: their account, and the latest of each list (newest first). */
export const ZAdminUserDetail = z.object({
  user: ZAdminUserRow.extend({
    email_verified: z.boolean(),
    two_factor_enabled: z.boolean(),
    suspend_reason: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
  }),
  posts: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      status: z.enum(POST_STATUSES),
      price: z.number(),
      currency: z.string(),
      created_at: z.string(),
      expires_at: z.string(),
    }),
  ),
  reports_filed: z.array(ZReportBrief),
  reports_against: z.array(ZReportBrief.extend({ reporter: z.string() })),
  reviews_written: z.array(ZReviewBrief),
  reviews_received: z.array(ZReviewBrief),
  sign_ins: z.array(
    z.object({
      created_at: z.string(),
      ip_address: z.string().nullable(),
      user_agent: z.string().nullable(),
    }),
  ),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

/** How many of each list the user's page shows. */
export const ADMIN_USER_LIST_MAX = { posts: 100, reports: 50, reviews: 50, signIns: 20 } as const;

const ZReason = z
  .string({ error: 'adminReasonRequired' })
  .trim()
  .min(1, 'adminReasonRequired')
  .max(ADMIN_REASON_MAX, 'adminReasonTooLong')
  .refine(noNul, 'adminReasonRequired');

export const ZSuspendUserBody = z.object({ reason: ZReason });
export const ZDeleteUserBody = z.object({ reason: ZReason });
export const ZUserRoleBody = z.object({ admin: z.boolean({ error: 'adminRoleInvalid' }) });

export const ZSuspendUserResponse = z.object({ user: ZAdminUserRow, hidden_posts: z.number().int() });
export type TSuspendUserResponse = z.infer<typeof ZSuspendUserResponse>;
export const ZRestoreUserResponse = z.object({ user: ZAdminUserRow, restored_posts: z.number().int() });
export type TRestoreUserResponse = z.infer<typeof ZRestoreUserResponse>;
export const ZUserRoleResponse = z.object({ user: ZAdminUserRow });
export type TUserRoleResponse = z.infer<typeof ZUserRoleResponse>;
export const ZDeleteUserResponse = z.object({ id: z.string(), photos: z.number().int() });
export type TDeleteUserResponse = z.infer<typeof ZDeleteUserResponse>;
