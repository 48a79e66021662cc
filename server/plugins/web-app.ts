import path from 'node:path';
import { matchAppPath } from '@common/app-paths';
import { splitLanguagePath } from '@common/i18n/languages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appPageHtml, appTemplate, NO_CACHE, NOT_BUILT, sendNotFoundPage } from './app-page';
import { errorBody } from './error-handler';
import { compressNotFoundHtml } from './html-compression';

// A path whose last segment has an extension asks for a file (favicon.ico, an old asset): a missing
// one is a short text 404, never the app's HTML, which a browser would take for an icon or a script.
const FILE_LIKE = /\.[A-Za-z0-9]{1,8}$/;

// The service worker, its Web Push part and the manifest keep fixed names: a cached copy would keep
// an old version (and its old precache list) in the browser after a deploy.
const NEVER_CACHED_FILES = new Set(['sw.js', 'push-sw.js', 'manifest.webmanifest']);

/**
 * Serves the built browser app: hashed assets cached for a year, index.html never cached, and
 * index.html for every path of common/app-paths.ts (and each under '/fr', in French) so the browser
 * router shows the page; any other path is a 404 with the app's not-found page in the path's language.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const readTemplate = appTemplate(webDist);
  if (readTemplate() !== null) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz next to each file (scripts/build/precompress.ts): sent as is.
      preCompressed: true,
      setHeaders(res, sentPath) {
        const filePath = sentPath.replace(/\.(br|gz)$/, '');
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        const html = filePath.endsWith('.html') || NEVER_CACHED_FILES.has(path.basename(filePath));
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : html ? NO_CACHE : 'public, max-age=3600',
        );
      },
    });
  }
  app.addHook('onSend', compressNotFoundHtml);
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split(/[?#]/, 1)[0] ?? '/';
    if (
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      return reply.status(404).send(errorBody('NOT_FOUND', `Route ${req.method} ${pathname} not found`));
    }
    const page = matchAppPath(splitLanguagePath(pathname).path);
    if (!page && FILE_LIKE.test(pathname)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const template = readTemplate();
    if (template === null) return reply.status(503).type('text/plain').send(NOT_BUILT);
    if (!page) return sendNotFoundPage(reply, template, req.language);
    return reply
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(appPageHtml(template, {}, null, req.language));
  });
}
