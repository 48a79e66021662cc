import { matchAppPath } from '@common/app-paths';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  languagePath,
  pickLanguage,
  type TLanguage,
} from '@common/i18n/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addVary } from '../lib/vary';
import { NO_CACHE } from './app-page';
import { acceptedLanguages } from './page-render';

// A person's first visit and their remembered choice (docs/decisions.md, French): a plain
// (English) page address goes to its French one for a `py_lang=fr` cookie, or, with no cookie, for a
// browser whose first language we speak is French. `py_lang=en` and English browsers stay; a '/fr'
// address is never moved (a shared link is respected). Only app pages: never the API, files,
// sitemaps, robots.txt or the server's own paths. Crawlers (no cookie, no French) read English
// and find French through hreflang.

/** The language a plain page request should move to, or null to answer it as it is. */
export function preferredLanguage(req: Pick<FastifyRequest, 'headers' | 'cookies'>): TLanguage | null {
  const chosen = req.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return pickLanguage(acceptedLanguages(req.headers['accept-language']));
}

/** Registered after @fastify/cookie (req.cookies). */
export function registerLanguageRedirect(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    if (req.language !== 'en') return;
    const at = req.url.search(/[?#]/);
    const pathname = at === -1 ? req.url : req.url.slice(0, at);
    if (!matchAppPath(pathname)) return;
    // The answer at a plain address depends on these: a cache must not hand one person's to another.
    addVary(reply, 'Cookie', 'Accept-Language');
    if (preferredLanguage(req) !== 'fr') return;
    const query = at === -1 ? '' : req.url.slice(at);
    return reply.header('cache-control', NO_CACHE).redirect(`${languagePath(pathname, 'fr')}${query}`, 302);
  });
}
