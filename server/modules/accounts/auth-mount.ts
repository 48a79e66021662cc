import { MESSAGES } from '@common/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { perAccountLimit } from '../../plugins/account-limiter';
import { errorBody } from '../../plugins/error-handler';
import type { TAuth } from './auth';
import { LIMITS } from './limits';

/** Hands a Fastify request to Better Auth's Fetch handler and copies its answer back. */
async function forward(auth: TAuth, request: FastifyRequest, reply: FastifyReply) {
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
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  return reply.send(response.body ? await response.text() : null);
}

/** Mounts Better Auth under /api/auth/*, with stricter limits on sign-in and two-factor codes. */
export async function authMount(app: FastifyInstance, opts: { auth: TAuth }) {
  const handler = (req: FastifyRequest, reply: FastifyReply) => forward(opts.auth, req, reply);
  const tooMany = () => errorBody('RATE_LIMITED', MESSAGES.tooManyAttempts);
  // The public sign-up goes through /api/accounts/sign-up (terms, confirmation, password rules).
  app.post('/api/auth/sign-up/email', { schema: { hide: true } }, async (_req, reply) =>
    reply.status(404).send(errorBody('NOT_FOUND', 'Sign up through /api/accounts/sign-up.')),
  );
  app.post(
    '/api/auth/sign-in/email',
    {
      schema: { hide: true },
      config: { rateLimit: { ...LIMITS.signIn.perIp, errorResponseBuilder: tooMany } },
      // Only failed attempts count: a person signing in on several devices is never locked out.
      ...perAccountLimit('sign-in', LIMITS.signIn.perAccount, (status) => status === 401),
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
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', schema: { hide: true }, handler });
}
