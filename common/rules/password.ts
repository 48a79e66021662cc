import { PASSWORD_MIN } from '../constants';
import type { TMessageKey } from '../messages';

export interface TPasswordRule {
  key: TMessageKey;
  test: (password: string) => boolean;
}

/** The password rules, in the order their alerts are given (docs/PRODUCT.md §5). */
export const PASSWORD_RULES: readonly TPasswordRule[] = [
  { key: 'passwordLength', test: (p) => p.length >= PASSWORD_MIN },
  { key: 'passwordUppercase', test: (p) => /[A-Z]/.test(p) },
  { key: 'passwordLowercase', test: (p) => /[a-z]/.test(p) },
  { key: 'passwordNumber', test: (p) => /[0-9]/.test(p) },
  { key: 'passwordSpecial', test: (p) => /[^A-Za-z0-9\s]/.test(p) },
  { key: 'passwordSpaces', test: (p) => !/\s/.test(p) },
];

/** The five rules of the live checklist (the no-spaces rule has only its alert). */
export const PASSWORD_CHECKLIST = PASSWORD_RULES.slice(0, 5);

/** The first rule the password breaks, or undefined when it meets them all. */
export function passwordProblem(password: string): TMessageKey | undefined {
  return PASSWORD_RULES.find((r) => !r.test(password))?.key;
}
