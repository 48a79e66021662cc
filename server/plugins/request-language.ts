import { DEFAULT_LANGUAGE, pickLanguage, splitLanguagePath, type TLanguage } from '@common/i18n/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedLanguages } from './page-render';

// Which language a request is answered in. A page's address says it ('/fr/...' is
// French, a plain path English: the person or the crawler chose that URL). An API call says it in
// Accept-Language: the browser app sends its current language there, so a refusal reads in the
// language of the screen that caused it.

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in. */
    language: TLanguage;
  }
}

const pathOf = (url: string) => url.split(/[?#]/, 1)[0] ?? '/';

export function languageOfRequest(req: Pick<FastifyRequest, 'url' | 'headers'>): TLanguage {
  const path = pathOf(req.url);
  if (path === '/api' || path.startsWith('/api/')) {
    return pickLanguage(acceptedLanguages(req.headers['accept-language'])) ?? DEFAULT_LANGUAGE;
  }
  return splitLanguagePath(path).language;
}

export function registerRequestLanguage(app: FastifyInstance) {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', (req, _reply, done) => {
    req.language = languageOfRequest(req);
    done();
  });
}
