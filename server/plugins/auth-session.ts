import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';

export interface TSessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
}

/** The signed-in user of a request (from the session cookie), or null for a visitor. */
export async function sessionUser(req: FastifyRequest): Promise<TSessionUser | null> {
  const session = await req.server.auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!session) return null;
  const u = session.user as typeof session.user & { role?: string | null; twoFactorEnabled?: boolean | null };
  return {
    id: u.id,
    email: u.email,
    emailVerified: u.emailVerified,
    isAdmin: u.role === 'admin',
    twoFactorEnabled: Boolean(u.twoFactorEnabled),
  };
}

/** The signed-in user, or a 401 'Please sign in first.' */
export async function requireUser(req: FastifyRequest): Promise<TSessionUser> {
  const user = await sessionUser(req);
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
  return user;
}

/** The signed-in admin, or 401 for a visitor and 403 for anyone else. */
export async function requireAdmin(req: FastifyRequest): Promise<TSessionUser> {
  const user = await requireUser(req);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 'Only administrators may do this.');
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
  if (!req.adminUser) throw new AppError('FORBIDDEN', 'Only administrators may do this.');
  return req.adminUser;
}
