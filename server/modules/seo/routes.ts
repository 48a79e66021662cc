import { Readable } from 'node:stream';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { landingSitemap } from './landing-sitemap';
import { robotsTxt } from './robots';
import {
  PAGES_SITEMAP_PATH,
  pagesSitemap,
  postsSitemap,
  SITEMAP_PAGE_SIZE,
  sitemapIndex,
  type TSitemapOptions,
} from './service';

// Crawlers' files: robots.txt and the sitemaps (an index over paged sitemaps of live posts and one
// of the static public pages). Cached an hour: a new post waits at most that long to be listed.
const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';
const POSTS_PAGE = /^posts-([1-9]\d{0,8})\.xml$/;
const LANDING_PAGE = /^landing-([1-9]\d{0,8})\.xml$/;

export async function seoRoutes(app: FastifyInstance, opts: TSitemapOptions = {}) {
  const robots = robotsTxt(app.config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robots),
  );

  // The sitemaps list live posts as the public sees them: read on app.readDb (a replica).
  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await sitemapIndex(app, opts, app.readDb(req))),
  );

  const pages = pagesSitemap(app);
  app.get(PAGES_SITEMAP_PATH, { schema: { hide: true } }, async (_req, reply) =>
    reply.type(XML).header('cache-control', CACHE).send(pages),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (req, reply) => {
    const n = POSTS_PAGE.exec(req.params.file)?.[1];
    const landing = LANDING_PAGE.exec(req.params.file)?.[1];
    const db = app.readDb(req);
    const chunks = n
      ? await postsSitemap(app, Number(n), opts, db)
      : landing
        ? await landingSitemap(app, Number(landing), opts.pageSize ?? SITEMAP_PAGE_SIZE, db)
        : null;
    if (!chunks) throw new AppError('NOT_FOUND', MESSAGES.pageNotFound);
    return reply.type(XML).header('cache-control', CACHE).send(Readable.from(chunks));
  });
}
