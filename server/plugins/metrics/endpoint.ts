import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@common/errors';
import type { FastifyInstance } from 'fastify';
import { METRICS_CONTENT_TYPE, scrapeText, type TAppMetrics } from './registry';

// GET /metrics is not public: on the app's port it answers only with METRICS_TOKEN as a bearer
// token (without METRICS_TOKEN it is not there: 404), and with METRICS_PORT a second listener
// serves it without a token, for a port that only the monitoring network reaches.

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the Authorization header is `Bearer <token>` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** GET /metrics on the app's port, behind the token; absent without one. */
export function metricsRoute(app: FastifyInstance, metrics: TAppMetrics, token: string | undefined) {
  if (!token) return;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (req, reply) => {
    if (!bearerMatches(req.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(
        'UNAUTHENTICATED',
        'The metrics need the metrics token: send the header Authorization: Bearer <METRICS_TOKEN>.',
      );
    }
    return reply
      .header('cache-control', 'no-store')
      .type(METRICS_CONTENT_TYPE)
      .send(await scrapeText(metrics));
  });
}

/**
 * The listener on METRICS_PORT (on HOST), started when the app is ready and closed with it: GET
 * /metrics without a token, 404 for anything else.
 */
export function metricsListener(
  app: FastifyInstance,
  metrics: TAppMetrics,
  at: { host: string; port: number | undefined },
): http.Server | undefined {
  if (at.port === undefined) return undefined;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Not found: this port serves GET ${METRICS_PATH} only.\n`);
      return;
    }
    scrapeText(metrics).then(
      (text) => {
        res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        app.log.error({ err }, 'metrics scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The metrics could not be read.\n');
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at.port, at.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    app.log.info(
      { host: at.host, port },
      `metrics served on ${at.host}:${port} (METRICS_PORT): GET ${METRICS_PATH}`,
    );
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return server;
}
