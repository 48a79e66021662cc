import { MESSAGES } from '@common/messages';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';

const OPEN = new Set(['/sign-out', '/get-session']);

/**
 * A Better Auth plugin: the auth library's own routes (change password, two-factor settings,
 * sessions...) refuse a suspended account's session with the suspension sentence, as our routes
 * do (plugins/auth-session.ts). Suspending ends every session; this covers one that outlived it.
 * Signing out stays open, and so does reading the session: our own code reads it through
 * get-session and answers a suspended account itself. A new session is refused by the admin
 * plugin (bannedUserMessage).
 */
export function suspendedSessions() {
  return {
    id: 'partsyard-suspended-sessions',
    hooks: {
      before: [
        {
          matcher: (ctx) => !OPEN.has(ctx.path ?? '') && Boolean(ctx.headers?.get('cookie')),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx).catch(() => null);
            if ((session?.user as { banned?: boolean | null } | undefined)?.banned) {
              throw new APIError('FORBIDDEN', {
                message: MESSAGES.accountSuspended,
                code: 'ACCOUNT_SUSPENDED',
              });
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
