import { APP_ROUTES } from '@common/app-paths';
import { postPath } from '@common/rules/slug';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client';
import { landingSitemapPages, landingSitemapPath } from './landing-sitemap';
import { livePostPages, livePostsAfter } from './repository';
import { pageEntries, sitemapIndexXml, URLS_PER_PAGE, urlsetClose, urlsetOpen } from './xml';

/** The most URLs one sitemap holds (the sitemaps.org limit). */
export const SITEMAP_PAGE_SIZE = 50_000;

/** Posts per posts sitemap page: each is listed once per language, so half the URL limit. */
export const postsPerSitemap = (opts: TSitemapOptions = {}) =>
  Math.max(1, Math.floor((opts.pageSize ?? SITEMAP_PAGE_SIZE) / URLS_PER_PAGE));
/** Rows read per query while a sitemap page is written. */
const CHUNK = 5_000;

export interface TSitemapOptions {
  /** URLs per sitemap page: SITEMAP_PAGE_SIZE unless a test lowers it. */
  pageSize?: number;
}

type TApp = Pick<FastifyInstance, 'db' | 'config' | 'clock'>;

/** The address of posts sitemap page n. */
export const postsSitemapPath = (n: number) => `/sitemaps/posts-${n}.xml`;
export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';

/**
 * /sitemap.xml: the static pages' sitemap, each posts page and each landing page sitemap that has
 * live posts (read on `db`: app.readDb, a replica).
 */
export async function sitemapIndex(app: TApp, opts: TSitemapOptions = {}, db: TDb = app.db): Promise<string> {
  const pages = await livePostPages(db, app.clock(), postsPerSitemap(opts));
  const landing = await landingSitemapPages(app, opts.pageSize ?? SITEMAP_PAGE_SIZE, db);
  const base = app.config.publicUrl;
  return sitemapIndexXml([
    { loc: `${base}${PAGES_SITEMAP_PATH}` },
    ...pages.map((p) => ({ loc: `${base}${postsSitemapPath(p.page)}`, lastmod: p.lastmod })),
    ...landing.map((n) => ({ loc: `${base}${landingSitemapPath(n)}` })),
  ]);
}

/** The public pages that are the same for everyone and take no id (home, FAQ, contact), in each language. */
export function pagesSitemap(app: Pick<FastifyInstance, 'config'>): string {
  const paths = Object.values(APP_ROUTES)
    .filter((r) => r.crawl && !r.path.includes(':'))
    .map((r) => r.path);
  return `${urlsetOpen}${paths.map((p) => pageEntries(app.config.publicUrl, p)).join('')}${urlsetClose}`;
}

/**
 * Posts sitemap page n, as chunks of XML read in keyset order (never the whole page as rows), each
 * post in each language; null when the page holds no live post (404).
 */
export async function postsSitemap(
  app: TApp,
  n: number,
  opts: TSitemapOptions = {},
  db: TDb = app.db,
): Promise<AsyncIterable<string> | null> {
  const size = postsPerSitemap(opts);
  const now = app.clock();
  const upTo = n * size;
  const base = app.config.publicUrl;
  const first = await livePostsAfter(db, now, { after: (n - 1) * size, upTo, limit: CHUNK });
  if (first.length === 0) return null;
  return (async function* () {
    yield urlsetOpen;
    let rows = first;
    while (rows.length > 0) {
      yield rows.map((r) => pageEntries(base, postPath(r), r.created_at)).join('');
      const last = rows[rows.length - 1]?.id ?? upTo;
      rows = rows.length < CHUNK ? [] : await livePostsAfter(db, now, { after: last, upTo, limit: CHUNK });
    }
    yield urlsetClose;
  })();
}
