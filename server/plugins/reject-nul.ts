import type { FastifyInstance } from 'fastify';
import { serverText } from '../lib/i18n/server-text';
import { errorBody } from './error-handler';

// PostgreSQL text cannot hold a NUL character: a query, path or JSON body that carries one would
// fail in the database with a 500. Every route refuses it up front with a clear 400 instead.
export const NUL_MESSAGE = serverText('errors.nulText');

/** The path of the first string (or key) holding a NUL character, or null when there is none. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path || '_' : null;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return here;
    const found = nulPath(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerRejectNul(app: FastifyInstance) {
  app.addHook('preValidation', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const field =
      nulPath(req.query, '') ??
      nulPath(req.params, '') ??
      nulPath(req.body, '') ??
      (req.url.includes('%00') ? '_' : null);
    if (field) return reply.status(400).send(errorBody('VALIDATION', NUL_MESSAGE, { [field]: 'nul' }));
  });
}
