import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests that a browser sends from another site (cookies would
 * otherwise ride along). Requests without Origin (server-to-server, webhooks) pass.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    const crossSite = req.headers['sec-fetch-site'] === 'cross-site';
    if ((origin && origin !== 'null' && !trusted.has(origin)) || origin === 'null' || crossSite) {
      return reply.status(403).send(errorBody('FORBIDDEN', 'Cross-site request refused.'));
    }
  });
}
