import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TConfig } from '../config';
import { serverText } from '../lib/i18n/server-text';
import { errorBody } from './error-handler';
import { trustedOriginsFor } from './trusted-origins';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a browser sent this request from another site (its cookies would ride along): an
 * Origin that is not ours (trusted-origins.ts), an opaque 'null' one, or Sec-Fetch-Site saying
 * cross-site. A request without Origin (server-to-server, webhooks) is not. The one rule for every
 * state-changing request: the API's below, and the test checkout's Pay and Cancel forms.
 */
export function isCrossSite(
  config: Pick<TConfig, 'publicUrl' | 'publicUrlSet' | 'env'>,
  req: Pick<FastifyRequest, 'headers' | 'protocol'>,
): boolean {
  const origin = req.headers.origin;
  if (origin === 'null' || req.headers['sec-fetch-site'] === 'cross-site') return true;
  return origin !== undefined && !trustedOriginsFor(config, req).has(origin);
}

/** Refuses state-changing API requests that a browser sends from another site (see isCrossSite). */
export function registerOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return;
    if (isCrossSite(app.config, req)) {
      return reply.status(403).send(errorBody('FORBIDDEN', serverText('errors.crossSite')));
    }
  });
}
