import { z } from 'zod';

// Data rights: deleting one's own account (GET /api/account/export needs no body).

/** POST /api/account/delete: the current password, and the authenticator code when two-factor is on. */
export const ZDeleteAccountRequest = z.object({
  password: z
    .string({ error: 'accountDeletePasswordRequired' })
    .min(1, 'accountDeletePasswordRequired')
    .max(128, 'accountDeletePasswordWrong'),
  code: z
    .string()
    .trim()
    .max(12, 'accountDeleteCodeWrong')
    .optional()
    .transform((c) => c || undefined),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;
