import type http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/client';
import { countReplicaFallbacks, poolsOf, watchPools } from './database';
import { metricsListener, metricsRoute } from './endpoint';
import { countRequests } from './http';
import { countJobFailures, watchJobQueue } from './jobs';
import { countMails, watchLive } from './live-and-mail';
import { createAppMetrics, processMetrics } from './registry';

// Prometheus metrics (prom-client), kept out of the business code: a response hook, wrappers around
// the mailer's send and the queue's handlers, the pool's connections, app.events, and a channel
// the photo adapter publishes on. GET /metrics is behind METRICS_TOKEN; METRICS_PORT serves it
// without one on a port of its own (endpoint.ts).

declare module 'fastify' {
  interface FastifyInstance {
    /** The METRICS_PORT listener, when configured (tests read its port). */
    metricsServer: http.Server | undefined;
  }
}

/**
 * Sets up this app's metrics. Call it once the mailer and the job queue are decorated, and before
 * the modules declare their jobs and routes.
 */
export function registerMetrics(app: FastifyInstance, database: TDatabase) {
  // The process's metrics start now (the photo timings before the first scrape count too).
  processMetrics();
  const metrics = createAppMetrics();
  countRequests(app, metrics);
  countMails(app.mailer, metrics);
  countJobFailures(app.jobs, metrics);
  watchJobQueue(app.jobs, metrics);
  watchLive(app, metrics);
  const stopTiming = watchPools(poolsOf(database), metrics);
  countReplicaFallbacks(database, metrics);
  app.addHook('onClose', async () => stopTiming());
  metricsRoute(app, metrics, app.config.metricsToken);
  const listener = metricsListener(app, metrics, { host: app.config.host, port: app.config.metricsPort });
  app.decorate('metricsServer', listener);
}
