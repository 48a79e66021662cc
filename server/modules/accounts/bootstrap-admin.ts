import { randomBytes } from 'node:crypto';
import type { TDb } from '../../db/client';
import type { TAuth } from './auth';
import { hasAdmin } from './repository';

export interface TBootstrapAdmin {
  email: string;
  password: string;
}

/**
 * On a database with no admin, creates one with a random password and returns the credentials
 * so the owner can sign in (printed once by main.ts; never a fixed password). Otherwise undefined.
 */
export async function ensureAdminAccount(
  db: TDb,
  auth: TAuth,
  email: string,
): Promise<TBootstrapAdmin | undefined> {
  if (await hasAdmin(db)) return undefined;
  // Random, URL-safe, and it satisfies the password rules (upper, lower, digit, special).
  const password = `${randomBytes(12).toString('base64url')}Aa1!`;
  await auth.api.createUser({
    body: { email, password, name: 'Administrator', role: 'admin', data: { emailVerified: true } },
  });
  return { email, password };
}
