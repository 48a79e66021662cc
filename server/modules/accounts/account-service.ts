import { VERIFIED_CALLBACK } from '@common/app-paths';
import { AppError } from '@common/errors';
import { DEFAULT_LANGUAGE, languagePath, type TLanguage } from '@common/i18n/languages';
import { MESSAGES } from '@common/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import { inRequestLanguage } from '../../lib/i18n/mail-language';
import { serverText } from '../../lib/i18n/server-text';
import type { TAuth } from './auth';
import * as repo from './repository';

interface TAuthError {
  status?: string | number;
  statusCode?: number;
  body?: { code?: string; message?: string };
  message?: string;
}

/** Creates an account and sends its verification email (Better Auth does both). */
export async function signUp(
  auth: TAuth,
  input: { email: string; password: string },
  language: TLanguage = DEFAULT_LANGUAGE,
): Promise<void> {
  try {
    // The mail (and the page its link lands on) in the sign-up page's language.
    await inRequestLanguage(language, () =>
      auth.api.signUpEmail({
        body: {
          email: input.email,
          password: input.password,
          name: '',
          callbackURL: languagePath(VERIFIED_CALLBACK, language),
        },
      }),
    );
  } catch (err) {
    const e = err as TAuthError;
    if (e.body?.code?.startsWith('USER_ALREADY_EXISTS')) throw new AppError('CONFLICT', MESSAGES.emailTaken);
    if (e.statusCode && e.statusCode < 500)
      throw new AppError('BAD_REQUEST', e.body?.message ?? String(e.message));
    throw err;
  }
}

/** Sends a reset link when the address has an account; the answer never says whether it does. */
export async function requestPasswordReset(
  auth: TAuth,
  email: string,
  log: FastifyBaseLogger,
  /** The asking page's: the mail's language when the account has none of its own yet. */
  language: TLanguage = DEFAULT_LANGUAGE,
): Promise<void> {
  try {
    await inRequestLanguage(language, () =>
      auth.api.requestPasswordReset({ body: { email, redirectTo: '/' } }),
    );
  } catch (err) {
    log.error({ err }, 'password reset request failed');
  }
}

/** Sends a new verification link to an unverified account; silent otherwise. */
export async function resendVerification(
  db: TDb,
  auth: TAuth,
  email: string,
  log: FastifyBaseLogger,
  language: TLanguage = DEFAULT_LANGUAGE,
) {
  const user = await repo.findUserByEmail(db, email);
  if (!user || user.emailVerified) return;
  try {
    await inRequestLanguage(language, () =>
      auth.api.sendVerificationEmail({
        body: { email: user.email, callbackURL: languagePath(VERIFIED_CALLBACK, language) },
      }),
    );
  } catch (err) {
    log.error({ err }, 'verification resend failed');
  }
}

/**
 * Sets a new password with a single-use reset token, once the email of the link matches the
 * token's user (docs/PRODUCT.md §5: 'Email address does not match the user's email').
 */
export async function resetPassword(
  db: TDb,
  auth: TAuth,
  input: { email: string; token: string; password: string },
): Promise<void> {
  const ctx = await auth.$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${input.token}`);
  if (!verification || verification.expiresAt < new Date()) {
    throw new AppError('BAD_REQUEST', MESSAGES.resetTokenInvalid, { token: 'resetTokenInvalid' });
  }
  const user = await repo.findUserById(db, verification.value);
  if (!user) throw new AppError('BAD_REQUEST', MESSAGES.resetTokenInvalid, { token: 'resetTokenInvalid' });
  if (user.email.toLowerCase() !== input.email.trim().toLowerCase()) {
    throw new AppError('BAD_REQUEST', MESSAGES.resetEmailMismatch, { email: 'resetEmailMismatch' });
  }
  try {
    await auth.api.resetPassword({ body: { newPassword: input.password, token: input.token } });
  } catch (err) {
    const e = err as TAuthError;
    if (e.statusCode && e.statusCode < 500) {
      throw new AppError('BAD_REQUEST', MESSAGES.resetTokenInvalid, { token: 'resetTokenInvalid' });
    }
    throw err;
  }
}

/** Whether the user id belongs to an admin; false for anything unknown. */
export async function isAdmin(db: TDb, userId: string): Promise<boolean> {
  const user = await repo.findUserById(db, userId);
  return user?.role === 'admin';
}

/** The user id behind a username (any case), or 404. */
export async function getUserId(db: TDb, username: string): Promise<string> {
  const id = await repo.findUserIdByUsername(db, username);
  if (!id) throw new AppError('NOT_FOUND', serverText('errors.noSuchUsername'));
  return id;
}
