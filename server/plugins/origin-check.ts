import type { FastifyInstance } from 'fastify';
import { serverText } from '../lib/i18n/server-text';
import { errorBody } from './error-handler';
import { trustedOriginsFor } from './trusted-origins';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests that a browser sends from another site (cookies would
 * otherwise ride along). Requests without Origin (server-to-server, webhooks) pass. Which origins
 * are ours: trusted-origins.ts (PUBLIC_URL; without it, also the address the browser used).
 */
export function registerOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    const crossSite = req.headers['sec-fetch-site'] === 'cross-site';
    const foreign = origin !== undefined && !trustedOriginsFor(app.config, req).has(origin);
    if (foreign || origin === 'null' || crossSite) {
      return reply.status(403).send(errorBody('FORBIDDEN', serverText('errors.crossSite')));
    }
  });
}
