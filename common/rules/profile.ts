import { NAME_MAX } from '../constants';
import type { TMessageKey } from '../messages';
import { usernameProblem } from './username';

export interface TProfileFields {
  username: string;
  first_name: string;
  last_name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export const PROFILE_FIELDS = [
  'username',
  'first_name',
  'last_name',
  'street',
  'city',
  'state',
  'zip',
  'country',
] as const satisfies readonly (keyof TProfileFields)[];

/** Longest street, city, state, postal code or country we keep. */
export const ADDRESS_FIELD_MAX = 100;

/**
 * The first profile rule broken, with the field it concerns (docs/PRODUCT.md §5, profile),
 * checked in the spec's order; undefined when the profile may be saved.
 */
export function profileProblem(
  p: TProfileFields,
): { field: keyof TProfileFields; key: TMessageKey } | undefined {
  const empty = PROFILE_FIELDS.find((f) => p[f].trim() === '');
  if (empty) return { field: empty, key: 'profileFieldsRequired' };
  const username = usernameProblem(p.username);
  if (username) return { field: 'username', key: username };
  if (p.first_name.trim().length > NAME_MAX) return { field: 'first_name', key: 'firstNameTooLong' };
  if (p.last_name.trim().length > NAME_MAX) return { field: 'last_name', key: 'lastNameTooLong' };
  const long = (['street', 'city', 'state', 'zip', 'country'] as const).find(
    (f) => p[f].trim().length > ADDRESS_FIELD_MAX,
  );
  if (long) return { field: long, key: 'fieldTooLong' };
  return undefined;
}
