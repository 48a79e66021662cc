import type { TMessageKey } from '../messages';
import { passwordProblem } from './password';

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

/** The first sign-up rule broken, in the order of SPEC.md section 5; undefined when none is. */
export function signUpProblem(
  v: TSignUpFields,
): { field: keyof TSignUpFields; key: TMessageKey } | undefined {
  if (v.email.trim() === '' || v.password === '') {
    return { field: v.email.trim() === '' ? 'email' : 'password', key: 'credentialsRequired' };
  }
  if (!isEmail(v.email)) return { field: 'email', key: 'invalidEmail' };
  if (!v.terms) return { field: 'terms', key: 'terms' };
  if (v.password !== v.confirmPassword) return { field: 'confirmPassword', key: 'passwordsMismatch' };
  const rule = passwordProblem(v.password);
  if (rule) return { field: 'password', key: rule };
  return undefined;
}

export interface TResetFields {
  password: string;
  confirmPassword: string;
}

/** The first reset-password rule broken (SPEC.md section 5, reset password), or undefined. */
export function resetProblem(v: TResetFields): { field: keyof TResetFields; key: TMessageKey } | undefined {
  if (v.password === '' || v.confirmPassword === '') {
    return { field: v.password === '' ? 'password' : 'confirmPassword', key: 'resetFieldsRequired' };
  }
  if (v.password !== v.confirmPassword) return { field: 'confirmPassword', key: 'resetMismatch' };
  const rule = passwordProblem(v.password);
  if (rule) return { field: 'password', key: rule };
  return undefined;
}
