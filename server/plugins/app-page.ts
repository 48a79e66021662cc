import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { pageTitle } from '@common/rules/page-title';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/html';
import { isDatabaseUnavailable } from './dependency-errors';
import { UNAVAILABLE_RETRY_SECONDS } from './error-handler';
import { pageRenderer, type TRenderedPage } from './page-render';

// The browser app's pages as the server answers them: the built index.html with the page's own
// <title> (and tags), status 404 when the page's thing does not exist, so a crawler or a link
// preview reads the same as the tab shows; the app then shows the page itself.

export const NO_CACHE = 'no-cache, no-store, must-revalidate';

export interface TPageHead {
  /** The page's name: the <title> becomes '<title> - PartsYard'. */
  title?: string;
  /** More <head> markup, already escaped (Open Graph tags). */
  tags?: string;
  /** The page's canonical path (and query) when this is not it: answered with a 301 there. */
  redirect?: string;
  /** 410 Gone with the page (a sold or expired post): crawlers drop it, a person reads the app's message. */
  gone?: boolean;
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const EMPTY_ROOT = '<div id="root"></div>';
/** Matches web/src/ssr/server-state.ts, which the browser reads. */
const SERVER_STATE_ID = 'server-state';

/** JSON safe inside <script>: '<' and the line separators escaped, so no text can close the tag. */
function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html with this page's title and tags, and its server-rendered markup and data when there
 * is some. Replacements are functions: '$&' typed by a seller stays text.
 */
export function appPageHtml(template: string, head: TPageHead, page?: TRenderedPage | null): string {
  let html = template;
  if (head.title !== undefined) {
    const title = `<title>${escapeHtml(pageTitle(head.title))}</title>`;
    html = TITLE.test(html)
      ? html.replace(TITLE, () => title)
      : html.replace('</head>', () => `${title}</head>`);
  }
  if (head.tags) html = html.replace('</head>', () => `${head.tags}</head>`);
  if (page && html.includes(EMPTY_ROOT)) {
    const state = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(page.state)}</script>`;
    html = html.replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${state}`);
  }
  return html;
}

/**
 * The built app's index.html, read again when a new build replaced it (its hashed script names
 * change with each build, and the old files are gone); null before `npm run build`.
 */
export function appTemplate(webDist: string): () => string | null {
  const file = path.join(webDist, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
      return cached.html;
    } catch {
      return null; // not built, or a build is rewriting it right now
    }
  };
}

export const NOT_BUILT =
  'The web app is not built. Run `npm run build` (npm start does it) or use `npm run dev`.';

/** The app with 'Page not found - PartsYard', status 404: the app shows its not-found page. */
export function sendNotFoundPage(reply: FastifyReply, template: string) {
  return reply
    .status(404)
    .header('cache-control', NO_CACHE)
    .type('text/html; charset=utf-8')
    .send(appPageHtml(template, { title: MESSAGES.pageNotFound }));
}

/** Finds a page's thing: its head, or null (or an AppError NOT_FOUND) when there is none. */
export type TPageCheck = (req: FastifyRequest) => Promise<TPageHead | null>;

/**
 * GET `pattern` (one of common/app-paths.ts): the app page, 404 when `check` finds nothing, 503
 * with the app while the database is away (the app says it cannot reach its data). Without a
 * build nothing is registered: the web app's fallback says how to build it.
 */
export function appPageRoute(app: FastifyInstance, pattern: string, check: TPageCheck): void {
  const read = appTemplate(app.config.webDist);
  const render = pageRenderer(app);
  if (read() === null) return;
  app.get(pattern, { schema: { hide: true } }, async (req, reply) => {
    const template = read();
    if (template === null) return reply.status(503).type('text/plain').send(NOT_BUILT);
    let head: TPageHead | null;
    try {
      head = await check(req);
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') head = null;
      else if (isDatabaseUnavailable(err)) {
        return reply
          .status(503)
          .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
          .header('cache-control', NO_CACHE)
          .type('text/html; charset=utf-8')
          .send(template);
      } else throw err;
    }
    if (!head) return sendNotFoundPage(reply, template);
    if (head.redirect) return reply.header('cache-control', NO_CACHE).redirect(head.redirect, 301);
    if (head.gone) reply.status(410);
    // Rendered as the requester (their own favourites, their name in the header): never shared by caches.
    return reply
      .header('cache-control', NO_CACHE)
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(appPageHtml(template, head, await render(req)));
  });
}
