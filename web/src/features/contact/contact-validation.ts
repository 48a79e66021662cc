import { CONTACT_LIMITS } from '@common/contracts/contact';
import type { TFunction } from 'i18next';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type TContactField = (typeof CONTACT_FIELDS)[number];
export type TContactValues = Record<TContactField, string>;
/** Field -> reason code ('required', 'tooLong', 'invalidEmail', ...), as zod and the server report them. */
export type TContactErrors = Partial<Record<TContactField, string>>;

export const EMPTY_CONTACT: TContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

function isContactField(key: unknown): key is TContactField {
  return typeof key === 'string' && (CONTACT_FIELDS as readonly string[]).includes(key);
}

/** Keeps the reasons for fields this form shows (a server may name others). */
export function pickContactErrors(fields: Record<string, string>): TContactErrors {
  const errors: TContactErrors = {};
  for (const [key, reason] of Object.entries(fields)) if (isContactField(key)) errors[key] = reason;
  return errors;
}

/** The sentence for a field's reason code. */
export function contactErrorMessage(
  t: TFunction,
  field: TContactField,
  reason: string,
  value: string,
): string {
  // The contract reports an empty email as 'invalidEmail'; to the person typing, it is simply missing.
  if (reason === 'required' || (reason === 'invalidEmail' && value.trim() === '')) {
    return t(`contact.required.${field}`);
  }
  if (reason === 'tooLong') return t('contact.invalid.tooLong', { max: CONTACT_LIMITS[field] });
  if (reason === 'invalidEmail') return t('contact.invalid.invalidEmail');
  return t('contact.invalid.other');
}
