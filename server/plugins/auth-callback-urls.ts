import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';
import { trustedOriginsFor } from './trusted-origins';

// Better Auth checks the addresses it redirects to (callbackURL and the like) against the trusted
// origins, but skips the check when NODE_ENV is 'test': there, GET /api/auth/verify-email with a
// callbackURL that is not a URL answered 500 (the fuzz found it). Checking them here, the same way
// in every environment, keeps the API tests honest about what production answers (403).

const KEYS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

/** A path on this site ('/x', not '//host' or '/\host'), or an absolute URL on a trusted origin. */
export function isAllowedRedirect(value: unknown, trusted: Set<string>): boolean {
  if (typeof value !== 'string' || value === '') return true; // absent, or not a string: Better Auth's own 400
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value) && URL.canParse(value, 'http://x');
  return URL.canParse(value) && trusted.has(new URL(value).origin);
}

export function registerAuthCallbackUrls(app: FastifyInstance) {
  app.addHook('preHandler', async (req, reply) => {
    if (!req.url.startsWith('/api/auth/')) return;
    const trusted = trustedOriginsFor(app.config, req);
    for (const source of [req.query, req.body]) {
      if (source === null || typeof source !== 'object') continue;
      for (const key of KEYS) {
        if (!isAllowedRedirect((source as Record<string, unknown>)[key], trusted)) {
          return reply.status(403).send(errorBody('FORBIDDEN', `Invalid ${key}.`, { [key]: 'invalid' }));
        }
      }
    }
  });
}
