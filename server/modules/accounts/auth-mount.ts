import type { TLanguage } from '@common/i18n/languages';
import { MESSAGES } from '@common/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseAnswers } from '../../db/answers';
import { recordAudit } from '../../lib/audit';
import { serverText } from '../../lib/i18n/server-text';
import { localizeMessage } from '../../lib/i18n/translate';
import { adminOf, adminOnly } from '../../plugins/auth-session';
import { errorBody, unavailable } from '../../plugins/error-handler';
import { resendVerification } from './account-service';
import type { TAuth } from './auth';
import { LIMITS } from './limits';
import { signInGuard } from './sign-in-guard';

/** Hands a Fastify request to Better Auth's Fetch handler and copies its answer back. */
async function forward(
  auth: TAuth,
  request: FastifyRequest,
  reply: FastifyReply,
  /** Runs on a 200 answer's JSON before it goes out (what the change needs written beside it). */
  onSuccess?: (answer: unknown) => Promise<void>,
) {
  const url = new URL(request.url, auth.options.baseURL);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.append(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // Better Auth reads the client address from this header: give it the one Fastify trusts, never
  // what the client claims (unless TRUST_PROXY says a proxy set it).
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  const response = await auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );
  // Better Auth answers a lost database with a 500 of its own ('Failed to get session'), or a 401 where
  // the session could not be read: while the database does not answer, say so as every other route
  // does (503, Retry-After), so a browser does not take a signed-in person for signed out.
  const suspect = response.status >= 500 || response.status === 401;
  if (suspect && !(await databaseAnswers(request.server.db))) {
    request.log.warn({ status: response.status }, 'auth: database unavailable');
    return unavailable(reply);
  }
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const body = response.body ? await response.text() : null;
  if (onSuccess && response.status === 200 && body && isJson(response)) await onSuccess(JSON.parse(body));
  if (!body || !isJson(response)) return reply.send(body);
  return reply.send(
    response.status >= 400
      ? inLanguage(withoutSessionToken(body), request.language)
      : withoutSessionToken(body),
  );
}

/**
 * Better Auth's own refusals ('Invalid email or password') in the request's language: their
 * English sentences are in server/locales (auth.<CODE>); the body goes out as a string, past the
 * hook that translates our own answers.
 */
function inLanguage(body: string, language: TLanguage): string {
  if (language === 'en') return body;
  try {
    const data = JSON.parse(body) as unknown;
    if (!data || typeof data !== 'object' || typeof (data as { message?: unknown }).message !== 'string')
      return body;
    const answer = data as { message: string };
    return JSON.stringify({ ...answer, message: localizeMessage(answer.message, language) });
  } catch {
    return body;
  }
}

const isJson = (response: Response) => response.headers.get('content-type')?.includes('json') === true;

/**
 * The session token lives only in the HttpOnly cookie: Better Auth also puts it in the JSON of a
 * sign-in (email, two-factor, backup code), a password change, get-session and each session of
 * list-sessions, where a script could read it (and a stolen answer would be a stolen session).
 * Sessions are named by their id instead (revoke-session takes {id}).
 */
export function withoutSessionToken(body: string): string {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return body;
  }
  if (!data || typeof data !== 'object') return body;
  return stripTokens(data) ? JSON.stringify(data) : body;
}

/** Deletes `token` at the top of an answer and from every session in it; true when one was there. */
function stripTokens(data: object, top = true): boolean {
  let found = false;
  if (Array.isArray(data)) {
    for (const item of data) if (item && typeof item === 'object' && stripTokens(item, false)) found = true;
    return found;
  }
  const record = data as Record<string, unknown>;
  // A session row (id, userId, expiresAt) anywhere, or the answer itself (sign-in's {token, user}).
  if ('token' in record && (top || ('userId' in record && 'expiresAt' in record))) {
    delete record.token;
    found = true;
  }
  for (const value of Object.values(record)) {
    if (value && typeof value === 'object' && stripTokens(value, false)) found = true;
  }
  return found;
}

/**
 * What create-user's `data` may set beside the email, password and name: nothing that says who the
 * account is allowed to be (role, emailVerified, banned, twoFactorEnabled, deletedAt, id...).
 */
const CREATE_USER_DATA = new Set(['image']);

/** Mounts Better Auth under /api/auth/*, with stricter limits on sign-in and two-factor codes. */
export async function authMount(app: FastifyInstance, opts: { auth: TAuth }) {
  const handler = (req: FastifyRequest, reply: FastifyReply) => forward(opts.auth, req, reply);
  const tooMany = () => errorBody('RATE_LIMITED', MESSAGES.tooManyAttempts);
  // The public sign-up goes through /api/accounts/sign-up (terms, confirmation, password rules).
  app.post('/api/auth/sign-up/email', { schema: { hide: true } }, async (_req, reply) =>
    reply.status(404).send(errorBody('NOT_FOUND', 'Sign up through /api/accounts/sign-up.')),
  );
  // Reset links are asked for and used through /api/accounts (same answer time for any address,
  // the link's email checked); Better Auth's own doors to the same actions stay shut.
  for (const url of ['/api/auth/request-password-reset', '/api/auth/reset-password']) {
    app.post(url, { schema: { hide: true } }, async (_req, reply) =>
      reply
        .status(404)
        .send(errorBody('NOT_FOUND', 'Use /api/accounts/forgot-password and /api/accounts/reset-password.')),
    );
  }
  // Verification mails are asked for again through /api/accounts (limited per address, same answer
  // time for any address); Better Auth's own door did neither.
  app.post('/api/auth/send-verification-email', { schema: { hide: true } }, async (_req, reply) =>
    reply.status(404).send(errorBody('NOT_FOUND', 'Use /api/accounts/resend-verification.')),
  );
  app.post(
    '/api/auth/sign-in/email',
    {
      schema: { hide: true },
      config: { rateLimit: { ...LIMITS.signIn.perIp, errorResponseBuilder: tooMany } },
      // Only failed attempts count, and they slow an account down rather than lock it.
      ...signInGuard(),
    },
    handler,
  );
  app.post(
    '/api/auth/two-factor/*',
    {
      schema: { hide: true },
      config: { rateLimit: { ...LIMITS.twoFactor.perIp, errorResponseBuilder: tooMany } },
    },
    handler,
  );
  // An admin may still make an account (operators and the end-to-end tests do), but only a plain,
  // unverified user's: the admin role is given through /api/admin/users (audited), a suspension
  // too, and the email is verified by its owner from the mail this sends. The account made is
  // written to the audit log.
  app.post(
    '/api/auth/admin/create-user',
    {
      schema: { hide: true },
      onRequest: adminOnly,
      preHandler: async (req, reply) => {
        const body = (req.body ?? {}) as { role?: unknown; data?: unknown };
        if (body.role !== undefined && body.role !== 'user') {
          return reply.status(400).send(errorBody('VALIDATION', serverText('errors.adminCreatesUsersOnly')));
        }
        const data = body.data;
        const fields = data && typeof data === 'object' ? Object.keys(data) : [];
        if (
          (data !== undefined && (data === null || typeof data !== 'object' || Array.isArray(data))) ||
          fields.some((f) => !CREATE_USER_DATA.has(f))
        ) {
          return reply.status(400).send(errorBody('VALIDATION', serverText('errors.adminCreateUserData')));
        }
      },
    },
    (req, reply) =>
      forward(opts.auth, req, reply, async (answer) => {
        const made = (answer as { user?: { id?: unknown; email?: unknown } }).user;
        if (typeof made?.id !== 'string' || typeof made.email !== 'string') return;
        await recordAudit(req.server.db, adminOf(req), {
          action: 'user.create',
          targetType: 'user',
          targetId: made.id,
        });
        // The owner proves the address from this mail (Better Auth's own link, as at sign-up).
        await resendVerification(req.server.db, opts.auth, made.email, req.log, req.language);
      }),
  );
  // The admin plugin's other routes (ban, set a role, remove a user...) would skip our rules, the
  // hiding of posts and the audit log: admins act through /api/admin/users.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/admin/*',
    schema: { hide: true },
    handler: async (_req, reply) => reply.status(404).send(errorBody('NOT_FOUND', 'Use /api/admin/users.')),
  });
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', schema: { hide: true }, handler });
}
