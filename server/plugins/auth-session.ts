import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { serverText } from '../lib/i18n/server-text';

export interface TSessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
}

/** The session's user, and whether the account is suspended (Better Auth admin plugin's `banned`). */
async function readSession(req: FastifyRequest): Promise<{ user: TSessionUser; suspended: boolean } | null> {
  const session = await req.server.auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!session) return null;
  const u = session.user as typeof session.user & {
    role?: string | null;
    twoFactorEnabled?: boolean | null;
    banned?: boolean | null;
  };
  return {
    user: {
      id: u.id,
      email: u.email,
      emailVerified: u.emailVerified,
      isAdmin: u.role === 'admin',
      twoFactorEnabled: Boolean(u.twoFactorEnabled),
    },
    suspended: u.banned === true,
  };
}

/**
 * The signed-in user of a request (from the session cookie), or null for a visitor. A suspended
 * account's session (suspending ends them all; one read in between could survive) is a visitor's
 * on public pages; requireUser refuses it.
 */
export async function sessionUser(req: FastifyRequest): Promise<TSessionUser | null> {
  const found = await readSession(req);
  return found && !found.suspended ? found.user : null;
}

/** The signed-in user, or a 401 'Please sign in first.'; a suspended account gets a 403 saying so. */
export async function requireUser(req: FastifyRequest): Promise<TSessionUser> {
  const found = await readSession(req);
  if (!found) throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
  if (found.suspended) throw new AppError('FORBIDDEN', MESSAGES.accountSuspended);
  return found.user;
}

/** The signed-in admin, or 401 for a visitor and 403 for anyone else. */
export async function requireAdmin(req: FastifyRequest): Promise<TSessionUser> {
  const user = await requireUser(req);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', serverText('errors.adminOnly'));
  return user;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by adminOnly: the admin making the request. */
    adminUser?: TSessionUser;
  }
}

/**
 * An onRequest hook for admin-only routes: 401/403 before the body is even read, so a visitor or
 * a user learns nothing from validation answers.
 */
export async function adminOnly(req: FastifyRequest) {
  req.adminUser = await requireAdmin(req);
}

/** The admin that adminOnly let through. */
export function adminOf(req: FastifyRequest): TSessionUser {
  if (!req.adminUser) throw new AppError('FORBIDDEN', serverText('errors.adminOnly'));
  return req.adminUser;
}
