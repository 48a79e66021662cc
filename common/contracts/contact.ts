import { z } from 'zod';

// Limits keep a single message to a sensible size; the spec only says which fields are required.
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 40, subject: 200, message: 5000 } as const;

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');

export const ZContactRequest = z.object({
  name: required(CONTACT_LIMITS.name),
  email: z.string().trim().max(CONTACT_LIMITS.email, 'tooLong').pipe(z.email('invalidEmail')),
  phone: z.string().trim().max(CONTACT_LIMITS.phone, 'tooLong').optional().default(''),
  subject: required(CONTACT_LIMITS.subject),
  message: required(CONTACT_LIMITS.message),
});
export type TContactRequest = z.input<typeof ZContactRequest>;

export const ZContactResponse = z.object({ id: z.number().int() });
export type TContactResponse = z.infer<typeof ZContactResponse>;
