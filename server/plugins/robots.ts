import { robotsDisallowedPrefixes } from '@common/app-paths';
import type { FastifyInstance } from 'fastify';

// Server paths no crawler has business in, beside the app's private pages (common/app-paths.ts).
const SERVER_PRIVATE = ['/api/', '/media-signed/', '/checkout/', '/dev/'];

/** robots.txt: crawlers welcome on the public pages (home, posts, sellers, FAQ, contact), not the private ones. */
export function robotsTxt(): string {
  const disallowed = [...SERVER_PRIVATE, ...robotsDisallowedPrefixes()];
  return ['User-agent: *', ...disallowed.map((p) => `Disallow: ${p}`), 'Allow: /', ''].join('\n');
}

/** GET /robots.txt as text/plain (it fell through to the app's HTML before). */
export async function robotsRoute(app: FastifyInstance) {
  const body = robotsTxt();
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body),
  );
}
