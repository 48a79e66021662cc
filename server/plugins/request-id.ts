import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler';

// Every request has an id: the proxy's X-Request-Id when it is a plain token (so one id follows a
// request from nginx through the app's logs), else a new UUID. The answer carries it back in the
// same header, and every log line written while the request is handled carries it as reqId:
// req.log's lines through Fastify's child logger, app.log's (a service, the mailer, an event
// listener) through the logger's mixin below.

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming id may look like: anything else (spaces, quotes, 200 characters) is replaced. */
const PLAIN_TOKEN = /^[A-Za-z0-9._-]{1,128}$/;

/** The ids of WebSocket upgrades, for their 101 answer (written by the ws library, not Fastify). */
const upgradeIds = new WeakMap<IncomingMessage, string>();

/** Fastify's genReqId: the incoming X-Request-Id when it is a plain token, else a random UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && PLAIN_TOKEN.test(given) ? given : randomUUID();
  if (req.headers.upgrade) upgradeIds.set(req, id);
  return id;
}

/**
 * Fastify's frameworkErrors: a URL the router refuses ('%zz' 400, a parameter past its length 414)
 * is answered before any hook or the error handler runs; here it gets the id and the one error body.
 */
export function answerFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 400;
  return reply
    .header(REQUEST_ID_HEADER, req.id)
    .status(status)
    .send({ ...errorBody('BAD_REQUEST', err.message), statusCode: status });
}

const current = new AsyncLocalStorage<string>();

/**
 * The X-Request-Id header on every answer (errors, 404s and a live socket's 101 too), and the id
 * kept for app.log's lines.
 */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    // The rest of the request (hooks, body parsing, handler) runs inside this context.
    current.run(req.id, done);
  });
  // A live socket's upgrade is answered (101) by the ws library: the id joins its headers there.
  app.addHook('onReady', async () => {
    app.websocketServer?.on('headers', (headers, req) => {
      const id = upgradeIds.get(req);
      if (id) headers.push(`X-Request-Id: ${id}`);
    });
  });
}

interface TBindings {
  bindings(): Record<string, unknown>;
}

/**
 * pino options with reqId on each line logged during a request through a logger that does not
 * already carry it (req.log does); false (no logging) stays false.
 */
export function withRequestIds<T extends boolean | object>(logger: T): T {
  if (typeof logger !== 'object' || logger === null) return logger;
  return {
    ...logger,
    mixin: (_obj: object, _level: number, log: TBindings) => {
      const reqId = current.getStore();
      return reqId && !('reqId' in log.bindings()) ? { reqId } : {};
    },
  };
}
