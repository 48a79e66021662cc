import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { TDb } from '../../db/client';
import { deleteSignInsBefore, insertSignIn } from './repository';

/** How long a sign-in is kept for the admins' view of a user: as long as a session can live, thrice. */
export const SIGN_IN_KEEP_DAYS = 90;

/**
 * The routes that end a sign-in with a new session: a password (the first step only when no second
 * factor is asked), a second factor, or the link of a verification mail (it signs in).
 */
const SIGN_IN_PATHS = new Set([
  '/sign-in/email',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
  '/verify-email',
]);

/** Stores one successful sign-in (the admins read a user's recent ones). */
export async function recordSignIn(
  db: Pick<TDb, 'insert'>,
  row: { userId: string; ipAddress?: string | null; userAgent?: string | null },
) {
  await insertSignIn(db, {
    userId: row.userId,
    ipAddress: row.ipAddress || null,
    // A client's agent string is its own: kept short.
    userAgent: row.userAgent ? row.userAgent.slice(0, 500) : null,
  });
}

/** Removes sign-ins older than SIGN_IN_KEEP_DAYS (the hourly maintenance job); how many went. */
export async function pruneSignIns(db: Pick<TDb, 'delete'>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SIGN_IN_KEEP_DAYS * 24 * 3600_000);
  return deleteSignInsBefore(db, before);
}

/**
 * A Better Auth plugin that records each successful sign-in with its address and browser. Listed
 * after twoFactor: its after-hook runs later, when a sign-in that still needs a second factor has
 * had its session taken back (newSession null), so only finished sign-ins count.
 */
export function signInLog(db: TDb) {
  return {
    id: 'partsyard-sign-in-log',
    hooks: {
      after: [
        {
          matcher: (ctx) => SIGN_IN_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            if (!created) return;
            // A code confirmed while signed in (turning the second factor on) renews the session
            // without signing in: only a request that came without one is a sign-in.
            if (ctx.path?.startsWith('/two-factor/') && (ctx.context as { session?: unknown }).session)
              return;
            await recordSignIn(db, {
              userId: created.user.id,
              ipAddress: created.session.ipAddress,
              userAgent: created.session.userAgent,
            });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
