import { PATHS, VERIFIED_CALLBACK } from '@common/app-paths';
import { DEFAULT_LANGUAGE, languagePath, splitLanguagePath, type TLanguage } from '@common/i18n/languages';
import { MESSAGES } from '@common/messages';
import { passwordProblem } from '@common/rules/password';
import { betterAuth } from 'better-auth';
import {
  APIError,
  createAuthMiddleware,
  createEmailVerificationToken,
  getSessionFromCtx,
} from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import type { TMailer } from '../../adapters/mail';
import type { TRedis } from '../../adapters/redis';
import { authLimiterStorage } from '../../adapters/redis/auth-storage';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { mailLanguage } from '../../lib/i18n/mail-language';
import { serverText } from '../../lib/i18n/server-text';
import { fixedOrigins, sameHostOrigin } from '../../plugins/trusted-origins';
import { authDatabase } from './auth-repository';
import { existingAccountEmail, resetPasswordEmail, verificationEmail } from './emails';
import { endResetTokens, makeAdmin } from './repository';
import { signInLog } from './sign-ins';
import { suspendedSessions } from './suspended-sessions';

export interface TAuthDeps {
  db: TDb;
  config: TConfig;
  mailer: TMailer;
  /** With REDIS_URL, Better Auth's limiter counts there (every instance sharing each count). */
  redis?: TRedis;
}

/** The link in the reset email: the spec's /recover-password/{email} page, carrying a single-use token. */
export function resetPasswordLink(
  cfg: TConfig,
  email: string,
  token: string,
  language: TLanguage = DEFAULT_LANGUAGE,
): string {
  const path = `/recover-password/${encodeURIComponent(email)}?token=${encodeURIComponent(token)}`;
  return `${cfg.publicUrl}${languagePath(path, language)}`;
}

/**
 * A verification link whose callback (the page it lands on once verified) is in `language`:
 * Better Auth's link carries the callback the sign-up asked for; the mail's language decides.
 */
export function verifyLinkIn(url: string, language: TLanguage): string {
  const link = new URL(url);
  const callback = link.searchParams.get('callbackURL') ?? '/';
  if (!callback.startsWith('/')) return url;
  link.searchParams.set('callbackURL', languagePath(splitLanguagePath(callback).path, language));
  return link.toString();
}

const VERIFY_SECONDS = 60 * 60 * 24;

/** A verification link like the one Better Auth mails at sign-up (signed token, back to '/'). */
async function verificationLink(
  cfg: TConfig,
  user: { id: string; email: string },
  language: TLanguage,
): Promise<string> {
  const token = await createEmailVerificationToken(cfg.authSecret, user.email, undefined, VERIFY_SECONDS, {
    userId: user.id,
  });
  return `${cfg.publicUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(languagePath(VERIFIED_CALLBACK, language))}`;
}

// The password rules apply wherever a password is chosen, whatever the client.
const passwordRules = createAuthMiddleware(async (ctx) => {
  if (ctx.path === '/sign-in/email') {
    const body = (ctx.body ?? {}) as { email?: unknown; password?: unknown };
    if (!body.email || !body.password)
      throw new APIError('BAD_REQUEST', { message: MESSAGES.credentialsRequired });
  }
  if (ctx.path === '/change-password' || ctx.path === '/reset-password' || ctx.path === '/set-password') {
    const password = String((ctx.body as { newPassword?: unknown } | undefined)?.newPassword ?? '');
    const problem = passwordProblem(password);
    if (problem) throw new APIError('BAD_REQUEST', { message: MESSAGES[problem] });
  }
  // A password change ends every other session, whatever the client asks.
  if (ctx.path === '/change-password') {
    return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
  }
  // Sessions are named by their id (no answer carries a token, auth-mount.ts): the id is turned
  // into the token Better Auth revokes, among the user's own sessions only. Better Auth answers
  // success for another user's session (and does nothing): say there is no such session.
  if (ctx.path === '/revoke-session') {
    const session = await getSessionFromCtx(ctx);
    if (!session) return; // Better Auth answers 401
    const body = (ctx.body ?? {}) as { id?: unknown; token?: unknown };
    const own = await ctx.context.internalAdapter.listSessions(session.user.id);
    const target = own.find((s) =>
      typeof body.id === 'string'
        ? s.id === body.id
        : typeof body.token === 'string' && s.token === body.token,
    );
    if (!target) {
      throw new APIError('NOT_FOUND', {
        message: serverText('errors.noSuchSession'),
        code: 'SESSION_NOT_FOUND',
      });
    }
    return { context: { body: { token: target.token } } };
  }
});

/** Builds the after-hook that ends the user's reset links once a password change has succeeded. */
function afterPasswordChange(db: TDb) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/change-password') return;
    const returned = ctx.context.returned as { user?: { id?: string } } | undefined;
    if (returned?.user?.id) await endResetTokens(db, returned.user.id);
  });
}

/** Better Auth on our database: email + password with verification, DB sessions, admin role, TOTP. */
export function createAuth({ db, config, mailer, redis }: TAuthDeps) {
  // Better Auth's own origin check agrees with ours (trusted-origins.ts): without PUBLIC_URL, a
  // browser's request is trusted from the address it used. The scheme is not known here; our
  // origin check, which runs first on every /api request, has compared it.
  const fixed = fixedOrigins(config);
  const trustedOrigins = config.publicUrlSet
    ? fixed
    : (request?: Request) => {
        const own = sameHostOrigin(request?.headers.get('origin'), request?.headers.get('host'));
        return own ? [...fixed, own] : fixed;
      };
  return betterAuth({
    appName: 'PartsYard',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins,
    database: authDatabase(db),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A reset ends every session and every other reset link of the user (a link in an old mail
      // must not outlive the password it was meant to replace).
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        await endResetTokens(db, user.id);
      },
      onExistingUserSignUp: async ({ user }) => {
        // An unverified account may never have had its mail (a crash between the account and the
        // mail, a refused send): signing up again is what its owner tries, so that sends a new link.
        const language = await mailLanguage(db, user.id);
        if (!user.emailVerified) {
          const link = await verificationLink(config, user, language);
          await mailer.send(verificationEmail(user.email, link, language));
          return;
        }
        const signIn = `${config.publicUrl}${languagePath(PATHS.auth, language)}`;
        await mailer.send(existingAccountEmail(user.email, signIn, language));
      },
      sendResetPassword: async ({ user, token }) => {
        const language = await mailLanguage(db, user.id);
        const link = resetPasswordLink(config, user.email, token, language);
        await mailer.send(resetPasswordEmail(user.email, link, language));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        const language = await mailLanguage(db, user.id);
        await mailer.send(verificationEmail(user.email, verifyLinkIn(url, language), language));
      },
      afterEmailVerification: async (user) => {
        if (config.adminEmails.includes(user.email.toLowerCase())) {
          await makeAdmin(db, user.id);
        }
      },
    },
    // Sessions slide: each use after a day extends them to 30 days from then. Sessions and
    // verification values live in the database, whatever the secondary storage (auth-storage.ts).
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24, storeSessionInDatabase: true },
    verification: { storeInDatabase: true },
    // Better Auth's own limiter (per address, shared through Redis with REDIS_URL, else through the
    // database) guards every auth route in production; the sensitive ones also have per-address
    // and per-account limits in Fastify.
    ...(redis && { secondaryStorage: authLimiterStorage(redis) }),
    rateLimit: { enabled: config.env === 'production', storage: redis ? 'secondary-storage' : 'database' },
    hooks: { before: passwordRules, after: afterPasswordChange(db) },
    // A suspended account (admin plugin's banned) is refused a session in our words; sign-ins are
    // recorded after twoFactor has taken back a session that still waits for its second factor.
    plugins: [
      admin({ bannedUserMessage: MESSAGES.accountSuspended }),
      twoFactor({ issuer: 'PartsYard' }),
      suspendedSessions(),
      signInLog(db),
    ],
    // Tests provoke wrong passwords on purpose; elsewhere Better Auth's warnings are worth seeing.
    logger: { level: config.env === 'test' ? 'error' : 'warn' },
    telemetry: { enabled: false },
    // Failures that are not Better Auth's own answers (a database away, a full disk) reach our error
    // handler, which words them (503, 507), instead of an empty 500.
    onAPIError: { throw: true },
  });
}

export type TAuth = ReturnType<typeof createAuth>;
