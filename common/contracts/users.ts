import { z } from 'zod';

// GET /api/users/{id}: what anyone may know of a seller (never their email, street, postal code or name).
export const ZPublicUser = z.object({
  user_id: z.string(),
  username: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

export const ZUserIdParams = z.object({
  // PostgreSQL text cannot hold a NUL character: refuse it here rather than fail in the query.
  id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine((s) => !s.includes('\0'), 'Text must not contain NUL characters.'),
});
