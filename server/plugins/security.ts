import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { EARLY_CLICKS_SCRIPT } from '@common/early-clicks';
import compress from '@fastify/compress';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TRedis } from '../adapters/redis';
import { sharedRateLimitStore } from '../adapters/redis/rate-limit-store';
import { serverText } from '../lib/i18n/server-text';
import { errorBody } from './error-handler';
import { isRenderCall } from './render-calls';

/** Headers of any answer that are not helmet's (the probe below keeps only helmet's). */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
const helmetHeaderCache = new Map<string, [string, string][]>();

/**
 * The headers @fastify/helmet sends with these options, found once by asking it on a bare
 * instance. They are the same on every answer (no CSP nonces), but the plugin builds them again
 * for each request (helmet's options parsed, the CSP validated and joined: ~30 µs a request here).
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const key = JSON.stringify(options);
  const known = helmetHeaderCache.get(key);
  if (known) return known;
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => 'probe');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers = Object.entries(res.headers)
    .filter(([name]) => !NOT_HELMETS.has(name))
    .map(([name, value]): [string, string] => [name, String(value)]);
  if (!headers.some(([name]) => name === 'content-security-policy'))
    throw new Error('helmet sent no Content-Security-Policy');
  helmetHeaderCache.set(key, headers);
  return headers;
}

/**
 * Browser features the app may use: geolocation for distances (the site itself, never a frame of
 * another), payment for the site's own checkout; the rest are off for any page or frame.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'payment=(self)',
  'camera=()',
  'microphone=()',
  'display-capture=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

const HSTS = 'strict-transport-security';

/** The CSP source of the pages' inline script (common/early-clicks.ts): exactly that text may run. */
export const EARLY_CLICKS_HASH = `'sha256-${createHash('sha256').update(EARLY_CLICKS_SCRIPT).digest('base64')}'`;

/** A file of the built browser app (hashed assets, the logo stages), not an API call or a page. */
export function isAppFile(url: string): boolean {
  return url.startsWith('/assets/') || url.startsWith('/logo/');
}

// A hashed script, style sheet, font or raster image of the built app is never a document: a
// browser applies a CSP, frame, referrer or permissions policy only to documents and workers (the
// service worker's scripts live outside /assets/), so these answers carry the two headers that act
// on a subresource. A first visit loads ~70 of them; the full set (~1.1 KB each over HTTP/1.1)
// cost as many bytes as a third of their compressed scripts. An SVG can be opened as a document
// (and run script): it keeps every header.
const SUBRESOURCE_FILE = /^\/assets\/[^?#]+\.(?:js|css|map|woff2?|png|jpe?g|webp|avif|gif|ico)(?:[?#]|$)/;
const SUBRESOURCE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

/** A built file that is only ever a subresource (a script, a style sheet, a font, a raster image). */
export function isSubresourceFile(url: string): boolean {
  return SUBRESOURCE_FILE.test(url);
}

/** Security headers, compression and the default rate limit for every route. */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { rateLimitPerMinute: number; tileOrigins?: string[]; imageOrigins?: string[]; redis?: TRedis },
) {
  const helmets = await helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script, by its hash: it holds clicks made before the app loads.
        scriptSrc: ["'self'", EARLY_CLICKS_HASH],
        // Mantine sets style attributes and injects its CSS variables at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(opts.tileOrigins ?? []), ...(opts.imageOrigins ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The API docs page and map tiles load cross-origin resources.
    crossOriginEmbedderPolicy: false,
  });
  // HSTS only on answers over https (RFC 6797 7.2: a browser ignores it over http, and it must not
  // be sent there); behind a trusted proxy, X-Forwarded-Proto tells (Fastify's request.protocol).
  const hsts = helmets.find(([name]) => name === HSTS)?.[1];
  const headers: [string, string][] = [
    ...helmets.filter(([name]) => name !== HSTS),
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  const subresourceHeaders = headers.filter(([name]) => SUBRESOURCE_HEADERS.has(name));
  // Set on the raw response, as helmet does, so that every answer carries them (hijacked ones too).
  app.addHook('onRequest', (req, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of isSubresourceFile(req.url) ? subresourceHeaders : headers)
      res.setHeader(name, value);
    if (hsts && req.protocol === 'https') res.setHeader(HSTS, hsts);
    done();
  });
  // Answers up to 64 KB (a page of 50 cards is ~50 KB) are compressed at once on the event loop:
  // the default on 2 cores streamed those over 8 KB through zlib's thread pool, which added
  // ~0.25 ms to a 9 KB search page. Brotli at quality 2 (the plugin's default is 4) takes half
  // the time for a page ~5% larger (2.4 against 2.3 KB).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 64 * 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
  });
  await app.register(rateLimit, {
    global: true,
    // With REDIS_URL every instance counts each address in Redis (this one alone while it is down);
    // without it, in this process's memory.
    ...(opts.redis && { store: sharedRateLimitStore(opts.redis) }),
    max: opts.rateLimitPerMinute,
    timeWindow: '1 minute',
    // A socket without an address (an in-process WebSocket injection) still gets a key.
    keyGenerator: (req) => req.ip ?? 'unknown',
    // The built app's files are immutable and cheap: a first visit alone loads ~40 of them, so
    // counting them would let a few people behind one address (an office, a phone network's NAT)
    // use up the limit. The photos under /media are exempt the same way.
    // A server render's own API calls: its page request was counted already (render-calls.ts).
    allowList: (req) => isAppFile(req.url) || isRenderCall(req),
    errorResponseBuilder: (_req, ctx) => ({
      ...errorBody(
        'RATE_LIMITED',
        serverText('errors.tooManyRequests', { seconds: Math.ceil(ctx.ttl / 1000) }),
      ),
    }),
  });
}
