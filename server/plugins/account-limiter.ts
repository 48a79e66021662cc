import { randomUUID } from 'node:crypto';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface TWindow {
  max: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

const keyOf = (name: string, req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== ''
    ? `acct:${name}:${email.trim().toLowerCase()}`
    : undefined;
};

/**
 * A per-account limit keyed on the email in the body, counted in the database's rate_limit table so
 * every instance shares it (fixed window from the first counted attempt). `counts` says which
 * answers count: by default the accepted ones (each may send a mail), only failures for sign-in.
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
      const rows = await req.server.db.execute(
        sql`SELECT count, last_request FROM rate_limit WHERE key = ${key} AND last_request >= ${now - limit.windowMs}`,
      );
      const row = rows.rows[0] as { count: number | string; last_request: number | string } | undefined;
      if (row && Number(row.count) >= limit.max) {
        const retryAfter = Math.max(1, Math.ceil((Number(row.last_request) + limit.windowMs - now) / 1000));
        req.log.warn({ limit: name }, 'per-account limit reached');
        throw Object.assign(new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts), { retryAfter });
      }
    },
    onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const key = keyOf(name, req);
      if (!key || reply.statusCode === 429 || !counts(reply.statusCode)) return payload;
      const now = Date.now();
      const windowStart = now - limit.windowMs;
      await req.server.db.execute(sql`
        INSERT INTO rate_limit (id, key, count, last_request) VALUES (${randomUUID()}, ${key}, 1, ${now})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limit.last_request < ${windowStart} THEN 1 ELSE rate_limit.count + 1 END,
          last_request = CASE WHEN rate_limit.last_request < ${windowStart} THEN ${now} ELSE rate_limit.last_request END`);
      return payload;
    },
  };
}
