import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDatabase, TDb } from '../db/client';

// Public reads on a streaming replica (DATABASE_READ_URL), without "my post vanished": a browser
// that wrote lately reads the primary. Which browser wrote is carried by the browser itself, in a
// small cookie set on each successful write, so it holds on whichever instance the load balancer
// picks next (no shared store, no sticky sessions, and visitors' reads stay on the replica).

/** The read-after-write cookie: its value is when its window ends (ms since the epoch). */
export const READ_AFTER_WRITE_COOKIE = 'py_rw';

/** Requests that change nothing: they never open a read-after-write window. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The database for this request's public reads: the replica, or the primary when there is none
     * or this browser wrote within READ_AFTER_WRITE_SECONDS. Never for a write or a transaction.
     */
    readDb(req: FastifyRequest): TDb;
  }
}

/** Whether this request's browser wrote lately: its cookie's window has not ended. */
export function wroteLately(req: FastifyRequest, nowMs = Date.now()): boolean {
  const until = Number(req.cookies?.[READ_AFTER_WRITE_COOKIE]);
  return Number.isFinite(until) && until > nowMs;
}

/**
 * Decorates app.readDb and, with a replica, sets the read-after-write cookie on every successful
 * (2xx/3xx) write: the app's routes and the auth library's alike. Call it before the routes.
 */
export function registerReadRouting(app: FastifyInstance, database: TDatabase) {
  const replica = database.readDb;
  app.decorate('readDb', (req: FastifyRequest) => (!replica || wroteLately(req) ? app.db : replica));
  if (!replica) return;

  database.onReadFallback?.((err, paused) =>
    app.log.warn(
      { err },
      paused
        ? 'replica unavailable: public reads go to the primary for a few seconds'
        : 'replica read cancelled: answered by the primary',
    ),
  );

  const seconds = app.config.readAfterWriteSeconds;
  if (seconds === 0) return;
  const secure = app.config.publicUrl.startsWith('https:');
  app.addHook('onSend', async (req, reply, payload) => {
    if (SAFE_METHODS.has(req.method) || reply.statusCode >= 400) return payload;
    reply.header(
      'set-cookie',
      app.serializeCookie(READ_AFTER_WRITE_COOKIE, String(Date.now() + seconds * 1000), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: seconds,
      }),
    );
    return payload;
  });
}
