import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';

const NO_CACHE = 'no-cache, no-store, must-revalidate';

/**
 * Serves the built browser app: hashed assets cached for a year, index.html never cached, and
 * index.html for every other non-API path so the browser router can show the page (or its not-found).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        const html = filePath.endsWith('.html');
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : html ? NO_CACHE : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (
      req.url.startsWith('/api/') ||
      req.url === '/api' ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      return reply
        .status(404)
        .send(errorBody('NOT_FOUND', `Route ${req.method} ${req.url.split('?')[0]} not found`));
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (npm start does it) or use `npm run dev`.');
    }
    reply.header('cache-control', NO_CACHE);
    return reply.type('text/html').sendFile('index.html');
  });
}
