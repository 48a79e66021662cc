import type { FastifyInstance } from 'fastify';
import { localizeMessage } from '../lib/i18n/translate';

// Every JSON answer's `message` (an error body's sentence, a success's "check your email") in the
// request's language. The services keep throwing the English sentences of the locale
// files; the translation happens once, here, on the way out.

export function registerLocalizedAnswers(app: FastifyInstance) {
  app.addHook('preSerialization', async (req, _reply, payload) => {
    if (req.language === 'en' || payload === null || typeof payload !== 'object') return payload;
    const message = (payload as { message?: unknown }).message;
    if (typeof message !== 'string') return payload;
    return { ...(payload as object), message: localizeMessage(message, req.language) };
  });
}
