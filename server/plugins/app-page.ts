import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '@common/errors';
import {
  DEFAULT_LANGUAGE,
  FRENCH_PREFIX,
  LOCALE_TAGS,
  languagePath,
  type TLanguage,
} from '@common/i18n/languages';
import { pageTitle } from '@common/rules/page-title';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { escapeHtml } from '../lib/html';
import { translate } from '../lib/i18n/translate';
import { addVary } from '../lib/vary';
import { UNAVAILABLE_RETRY_SECONDS } from './error-handler';
import { pageRenderer, type TRenderedPage } from './page-render';

// The browser app's pages as the server answers them: the built index.html with the page's own
// <title> (and tags), status 404 when the page's thing does not exist, so a crawler or a link
// preview reads the same as the tab shows; the app then shows the page itself. Every page answers
// at its plain path in English and under '/fr' in French, <html lang> saying which.

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
const HTML_LANG = /<html([^>]*?)\slang="[^"]*"/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;
const EMPTY_ROOT = '<div id="root"></div>';
/** Matches web/src/lib/server-state.ts, which the browser reads. */
const SERVER_STATE_ID = 'server-state';

/** JSON safe inside <script>: '<' and the line separators escaped, so no text can close the tag. */
function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html in `language` (<html lang>, the site's description) with this page's title and tags,
 * and its server-rendered markup and data when there is some. Replacements are functions: '$&'
 * typed by a seller stays text.
 */
export function appPageHtml(
  template: string,
  head: TPageHead,
  page?: TRenderedPage | null,
  language: TLanguage = DEFAULT_LANGUAGE,
): string {
  let html = template.replace(
    HTML_LANG,
    (_all, before: string) => `<html${before} lang="${LOCALE_TAGS[language]}"`,
  );
  if (head.tags?.includes('<meta name="description"')) {
    // The page's own description replaces the site's: one per page.
    html = html.replace(DESCRIPTION, '');
  } else if (language !== DEFAULT_LANGUAGE) {
    const description = escapeHtml(translate(language, 'server.pages.siteDescription'));
    html = html.replace(DESCRIPTION, () => `<meta name="description" content="${description}">`);
  }
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

/** The app with 'Page not found - PartsYard' (in the page's language), status 404: the app shows its not-found page. */
export function sendNotFoundPage(
  reply: FastifyReply,
  template: string,
  language: TLanguage = DEFAULT_LANGUAGE,
) {
  return reply
    .status(404)
    .header('cache-control', NO_CACHE)
    .type('text/html; charset=utf-8')
    .send(appPageHtml(template, { title: translate(language, 'server.pages.notFound') }, null, language));
}

/** A page's patterns in both languages: '/view/:id' and '/fr/view/:id'; home '/', '/fr' and '/fr/'. */
export function languagePatterns(pattern: string): string[] {
  return pattern === '/' ? ['/', FRENCH_PREFIX, `${FRENCH_PREFIX}/`] : [pattern, languagePath(pattern, 'fr')];
}

/** Finds a page's thing: its head, or null (or an AppError NOT_FOUND) when there is none. */
export type TPageCheck = (req: FastifyRequest) => Promise<TPageHead | null>;

/**
 * GET `pattern` (one of common/app-paths.ts), and the same under '/fr': the app page, 404 when
 * `check` finds nothing, 503 with the app while the database is away (the app says it cannot reach
 * its data). `check` sees req.language; its head's redirect is a plain path, sent in the page's
 * language. Without a build nothing is registered: the web app's fallback says how to build it.
 */
export function appPageRoute(app: FastifyInstance, pattern: string, check: TPageCheck): void {
  const read = appTemplate(app.config.webDist);
  const render = pageRenderer(app);
  if (read() === null) return;
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const language = req.language;
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
          .send(appPageHtml(template, {}, null, language));
      } else throw err;
    }
    if (!head) return sendNotFoundPage(reply, template, language);
    if (head.redirect) {
      return reply.header('cache-control', NO_CACHE).redirect(languagePath(head.redirect, language), 301);
    }
    if (head.gone) reply.status(410);
    // Rendered as the requester (their own favourites, their name in the header): never shared by caches.
    addVary(reply, 'Cookie');
    return reply
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(appPageHtml(template, head, await render(req), language));
  };
  for (const path of languagePatterns(pattern)) app.get(path, { schema: { hide: true } }, handler);
}
