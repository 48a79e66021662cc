import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { user } from '../../db/schema';
import type { TAuth } from './auth';

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
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).limit(1);
  if (existing.length > 0) return undefined;
  // Random, URL-safe, and it satisfies the password rules (upper, lower, digit, special).
  const password = `${randomBytes(12).toString('base64url')}Aa1!`;
  await auth.api.createUser({
    body: { email, password, name: 'Administrator', role: 'admin', data: { emailVerified: true } },
  });
  return { email, password };
}
