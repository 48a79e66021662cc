import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deleteAccount } from '../../lib/accounts/delete-account';
import type { TSessionUser } from '../../plugins/auth-session';
import { takeFromWindow } from '../../plugins/user-limiter';

type TApp = Pick<FastifyInstance, 'db' | 'storage' | 'log' | 'clock' | 'auth' | 'rateCounters'>;

/** Wrong passwords or codes a user may try per 15 minutes before the deletion is refused for a while. */
const ATTEMPTS = { max: 5, windowMs: 15 * 60_000 };

const statusOf = (err: unknown) => {
  const e = err as { statusCode?: number; status?: string | number };
  return e.statusCode ?? (typeof e.status === 'number' ? e.status : undefined);
};

/**
 * The signed-in user deletes their own account, once their current password (and,
 * with two-factor on, a code of their authenticator app) confirms it is them: a stolen open
 * session alone cannot erase an account. Wrong attempts are limited per user.
 */
export async function deleteOwnAccount(
  app: TApp,
  req: FastifyRequest,
  user: TSessionUser,
  input: { password: string; code?: string },
) {
  const rate = await takeFromWindow(app.rateCounters, `account-delete:${user.id}`, ATTEMPTS);
  if (!rate.ok) {
    throw Object.assign(new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts), {
      retryAfter: rate.retryAfterSeconds,
    });
  }
  const headers = fromNodeHeaders(req.headers);
  try {
    await app.auth.api.verifyPassword({ body: { password: input.password }, headers });
  } catch (err) {
    const status = statusOf(err);
    if (status !== undefined && status < 500)
      throw new AppError('BAD_REQUEST', MESSAGES.accountDeletePasswordWrong, { password: 'wrong' });
    throw err;
  }
  if (user.twoFactorEnabled) {
    if (!input.code)
      throw new AppError('BAD_REQUEST', MESSAGES.accountDeleteCodeRequired, { code: 'required' });
    try {
      await app.auth.api.verifyTOTP({ body: { code: input.code }, headers });
    } catch (err) {
      const status = statusOf(err);
      if (status !== undefined && status < 500)
        throw new AppError('BAD_REQUEST', MESSAGES.accountDeleteCodeWrong, { code: 'wrong' });
      throw err;
    }
  }
  await deleteAccount(app, user.id, { kind: 'self' });
}

/** Set-Cookie lines that remove the auth library's cookies from the browser. */
export async function expiredAuthCookies(app: Pick<FastifyInstance, 'auth'>): Promise<string[]> {
  const { authCookies } = await app.auth.$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
    ({ name, attributes }) =>
      `${name}=; Max-Age=0; Path=${attributes.path ?? '/'}; HttpOnly; SameSite=Lax${attributes.secure ? '; Secure' : ''}`,
  );
}
