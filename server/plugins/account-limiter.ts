import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface TWindow {
  max: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

/** The limit's refusal: 429 with the seconds to wait. */
export function rateLimited(retryAfterMs: number) {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return Object.assign(new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts), { retryAfter });
}

const keyOf = (name: string, req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== ''
    ? `acct:${name}:${email.trim().toLowerCase()}`
    : undefined;
};

/**
 * A per-account limit keyed on the email in the body, counted where every instance shares it
 * (app.rateCounters: the database's app_counters table, or Redis), in a fixed window from the first
 * counted attempt. `counts` says which answers count: by default the accepted ones (each may send
 * a mail).
 * The count is written before the answer leaves (onSend), so the next request of the same client,
 * on any instance, already sees it.
 */
export function perAccountLimit(
  name: string,
  limit: TWindow,
  counts: (status: number) => boolean = (status) => status < 400,
) {
  return {
    preHandler: async (req: FastifyRequest) => {
      const key = keyOf(name, req);
      if (!key) return;
      const now = Date.now();
      const row = await req.server.rateCounters.read(key, limit.windowMs, now);
      if (row && row.count >= limit.max) {
        req.log.warn({ limit: name }, 'per-account limit reached');
        throw rateLimited(row.last + limit.windowMs - now);
      }
    },
    onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const key = keyOf(name, req);
      if (!key || reply.statusCode === 429 || !counts(reply.statusCode)) return payload;
      await req.server.rateCounters.bump(key, limit.windowMs);
      return payload;
    },
  };
}
