import { randomUUID } from 'node:crypto';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client';

export interface TWindow {
  max: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

type TExec = Pick<TDb, 'execute'>;

/** The count under `key` and when it was last moved, if that was within the window. */
export async function readCounter(db: TExec, key: string, windowMs: number, now = Date.now()) {
  const rows = await db.execute(
    sql`SELECT count, last_request FROM rate_limit WHERE key = ${key} AND last_request >= ${now - windowMs}`,
  );
  const row = rows.rows[0] as { count: number | string; last_request: number | string } | undefined;
  return row ? { count: Number(row.count), last: Number(row.last_request) } : undefined;
}

/**
 * Counts one attempt under `key` in the shared rate_limit table. 'fixed': a window from the first
 * counted attempt; 'sliding': the count lives on while attempts come less than a window apart, and
 * the time kept is the last attempt's.
 */
export async function bumpCounter(
  db: TExec,
  key: string,
  windowMs: number,
  mode: 'fixed' | 'sliding' = 'fixed',
  now = Date.now(),
) {
  const windowStart = now - windowMs;
  const last =
    mode === 'sliding'
      ? sql`${now}`
      : sql`CASE WHEN rate_limit.last_request < ${windowStart} THEN ${now} ELSE rate_limit.last_request END`;
  await db.execute(sql`
    INSERT INTO rate_limit (id, key, count, last_request) VALUES (${randomUUID()}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.last_request < ${windowStart} THEN 1 ELSE rate_limit.count + 1 END,
      last_request = ${last}`);
}

/** Forgets the counters under these keys. */
export async function clearCounters(db: TExec, keys: string[]) {
  for (const key of keys) await db.execute(sql`DELETE FROM rate_limit WHERE key = ${key}`);
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
 * A per-account limit keyed on the email in the body, counted in the database's rate_limit table so
 * every instance shares it (fixed window from the first counted attempt). `counts` says which
 * answers count: by default the accepted ones (each may send a mail).
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
      const row = await readCounter(req.server.db, key, limit.windowMs, now);
      if (row && row.count >= limit.max) {
        req.log.warn({ limit: name }, 'per-account limit reached');
        throw rateLimited(row.last + limit.windowMs - now);
      }
    },
    onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const key = keyOf(name, req);
      if (!key || reply.statusCode === 429 || !counts(reply.statusCode)) return payload;
      await bumpCounter(req.server.db, key, limit.windowMs);
      return payload;
    },
  };
}
