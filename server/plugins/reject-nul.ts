import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';

// PostgreSQL text cannot hold a NUL character: a query, path or JSON body that carries one would
// fail in the database with a 500. Every route refuses it up front with a clear 400 instead.
export const NUL_MESSAGE = 'Text must not contain NUL characters.';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0') || hasNul(item, depth + 1)) return true;
  }
  return false;
}

export function registerRejectNul(app: FastifyInstance) {
  app.addHook('preValidation', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    if (req.url.includes('%00') || hasNul(req.query) || hasNul(req.params) || hasNul(req.body)) {
      return reply.status(400).send(errorBody('VALIDATION', NUL_MESSAGE));
    }
  });
}
