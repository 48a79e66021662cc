import { z } from 'zod';
import { REPORT_REASONS } from '../constants';
import { ZRowId } from './ids';

// Reporting a post (docs/PRODUCT.md §2, §3 and §7: INSERT reports (post_id, user_id, reason,
// description, email)). The form is sent as multipart: these fields and up to 4 'photo' files.
export const REPORT_DESCRIPTION_MAX = 2000;
export const MAX_REPORT_PHOTOS = 4;

export const ZReportFields = z.object({
  post_id: ZRowId('postIdInvalid'),
  reason: z.enum(REPORT_REASONS, { error: 'reportReasonInvalid' }).default('Spam'),
  description: z.string().trim().max(REPORT_DESCRIPTION_MAX, 'reportDescriptionTooLong').default(''),
  /** Required from a visitor; a signed-in user's account email when left out. */
  email: z
    .string()
    .trim()
    .max(254, 'fieldTooLong')
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.email('invalidEmail').optional()),
});

export const ZReportCreated = z.object({ id: z.number().int(), message: z.string() });
export type TReportCreated = z.infer<typeof ZReportCreated>;
