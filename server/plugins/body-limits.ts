import { Transform } from 'node:stream';
import { MESSAGES } from '@common/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

// A deeply nested JSON body overflowed the stack after the parser (5,000 levels to /api/auth/*
// answered 500). Depth and size are checked on the bytes as they stream in, before any parser
// runs: ours, the Stripe webhook's raw one, and Better Auth's, which reads what ours parsed.

/** The deepest JSON nesting a request may carry: our bodies use 2 levels at most. */
export const BODY_MAX_DEPTH = 32;

type TLimitError = Error & { statusCode: number };
const limitError = (statusCode: number, message: string): TLimitError =>
  Object.assign(new Error(message), { statusCode });

/** Follows the bracket nesting of JSON text chunk by chunk, skipping what is inside strings. */
export class JsonDepthMeter {
  private depth = 0;
  private inString = false;
  private escaped = false;

  /** Reads a chunk; false once the nesting went past `max`. */
  feed(chunk: Uint8Array, max: number): boolean {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 0x5c)
          this.escaped = true; // backslash
        else if (c === 0x22) this.inString = false; // "
      } else if (c === 0x22) this.inString = true;
      else if (c === 0x5b || c === 0x7b) {
        if (++this.depth > max) return false; // [ {
      } else if (c === 0x5d || c === 0x7d) this.depth--; // ] }
    }
    return true;
  }
}

/** Counts bytes (and JSON depth) as the body passes through, failing with a 413 or 400. */
function limitStream(limit: number, json: boolean, maxDepth: number) {
  let received = 0;
  const meter = json ? new JsonDepthMeter() : null;
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      received += chunk.length;
      if (received > limit) return callback(limitError(413, MESSAGES.bodyTooLarge));
      if (meter && !meter.feed(chunk, maxDepth)) return callback(limitError(400, MESSAGES.bodyTooDeep));
      callback(null, chunk);
    },
  });
}

/**
 * Checks every route's body: its size against the route's bodyLimit (the 1 MB default), and the
 * nesting of a JSON body against `maxDepth`. Multipart bodies keep their own limits (photos).
 */
export function registerBodyLimits(app: FastifyInstance, maxDepth = BODY_MAX_DEPTH) {
  const defaultLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  // A callback hook: Fastify's parser attaches to the stream in the same tick, before any byte
  // flows, so an early error always has a listener.
  function check(req: FastifyRequest, reply: FastifyReply, payload: NodeJS.ReadableStream, done: TDone) {
    const type = String(req.headers['content-type'] ?? '').toLowerCase();
    if (type.startsWith('multipart/')) return done(null, payload);
    const limit = req.routeOptions.bodyLimit ?? defaultLimit;
    if (Number(req.headers['content-length']) > limit) {
      reply.header('connection', 'close'); // the client may still be sending it
      return done(limitError(413, MESSAGES.bodyTooLarge));
    }
    const length = req.headers['content-length'];
    const noLength = length === undefined && req.headers['transfer-encoding'] === undefined;
    if (length === '0' || (noLength && !type)) return done(null, payload); // no body, as Fastify sees it
    const stream = limitStream(limit, type.includes('json'), maxDepth);
    // A parser that reads the body gets the error; when none does (a 415, a 404, a GET), it must
    // not become an uncaught exception, and what is left of the body is drained once answered.
    stream.on('error', () => {});
    // pipe() does not pass a source's error on: a body that fails to inflate (content-encoding
    // gzip on plain bytes) would leave the parser waiting for an end that never comes.
    payload.once('error', (err: Error) => stream.destroy(err));
    reply.raw.once('finish', () => {
      payload.unpipe(stream);
      payload.resume();
    });
    done(null, payload.pipe(stream));
  }
  // Added to each route after its own preParsing hooks, so a compressed body is measured once
  // @fastify/compress has inflated it (an instance hook would run before and see gzip bytes).
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = route.preParsing ? [route.preParsing].flat() : [];
    route.preParsing = [...own, check] as RouteOptions['preParsing'];
  });
}

type TDone = (err: Error | null, payload?: NodeJS.ReadableStream) => void;
