import type { TMessageKey } from '../messages';
import { PASSWORD_RULES, passwordProblem } from './password';

export interface TSignUpFields {
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export interface TSignUpProblem {
  field: keyof TSignUpFields;
  key: TMessageKey;
}

/**
 * Every sign-up rule broken, each with its field, in the order of docs/PRODUCT.md §5 (the first is
 * the one a single alert would give): a form shows them all at once, each beside its field.
 */
export function signUpProblems(v: TSignUpFields): TSignUpProblem[] {
  const problems: TSignUpProblem[] = [];
  const noEmail = v.email.trim() === '';
  if (noEmail) problems.push({ field: 'email', key: 'credentialsRequired' });
  if (v.password === '') problems.push({ field: 'password', key: 'credentialsRequired' });
  if (!noEmail && !isEmail(v.email)) problems.push({ field: 'email', key: 'invalidEmail' });
  if (!v.terms) problems.push({ field: 'terms', key: 'terms' });
  if (v.password !== v.confirmPassword) problems.push({ field: 'confirmPassword', key: 'passwordsMismatch' });
  if (v.password !== '') {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(v.password)) problems.push({ field: 'password', key: rule.key });
    }
  }
  return problems;
}

export interface TResetFields {
  password: string;
  confirmPassword: string;
}

/** The first reset-password rule broken (docs/PRODUCT.md §5, reset password), or undefined. */
export function resetProblem(v: TResetFields): { field: keyof TResetFields; key: TMessageKey } | undefined {
  if (v.password === '' || v.confirmPassword === '') {
    return { field: v.password === '' ? 'password' : 'confirmPassword', key: 'resetFieldsRequired' };
  }
  if (v.password !== v.confirmPassword) return { field: 'confirmPassword', key: 'resetMismatch' };
  const rule = passwordProblem(v.password);
  if (rule) return { field: 'password', key: rule };
  return undefined;
}
