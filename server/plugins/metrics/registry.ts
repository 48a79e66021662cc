import { subscribe } from 'node:diagnostics_channel';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { photoTimings, type TPhotoTiming } from '../../adapters/images/photos';

// Two registries: the process's (CPU, memory, event loop, GC, and photo processing, which is the
// process's too: its decoding slots are shared by whatever apps it runs), made once; and one per
// app (requests, database, sockets, jobs, mail), so tests that build many apps in one process never
// register a name twice. prom-client's global default registry is never used.

/** HTTP answers take milliseconds; an upload or a slow page seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Statements take well under a millisecond to seconds. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** A live push: a few milliseconds through LISTEN/NOTIFY, more when the database or the loop is busy. */
const FANOUT_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** A photo: a tenth of a second for a small JPEG, seconds for a 50-megapixel PNG or a long queue. */
const PHOTO_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32, 64];

let processRegistry: Registry | undefined;

/**
 * The process's registry: prom-client's default metrics under their usual names (process_*,
 * nodejs_*, which stock dashboards expect), and the photo timings published by adapters/images.
 */
export function processMetrics(): Registry {
  if (processRegistry) return processRegistry;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const processing = new Histogram({
    name: 'partsyard_photo_processing_seconds',
    help: 'Time to check, decode, resize and encode an uploaded photo (its wait for a slot included), by outcome',
    labelNames: ['outcome'] as const,
    buckets: PHOTO_BUCKETS,
    registers,
  });
  const wait = new Histogram({
    name: 'partsyard_photo_slot_wait_seconds',
    help: 'Time an uploaded photo waited for a decoding slot (one per core)',
    buckets: PHOTO_BUCKETS,
    registers,
  });
  subscribe(photoTimings.name, (message) => {
    const t = message as TPhotoTiming;
    processing.observe({ outcome: t.ok ? 'processed' : 'refused' }, t.seconds);
    if (t.waitSeconds !== undefined) wait.observe(t.waitSeconds);
  });
  processRegistry = registry;
  return registry;
}

/** One app's metrics; the gauges read at scrape time are added by the parts that know their source. */
export function createAppMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'partsyard_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'partsyard_http_request_duration_seconds',
      help: 'Time from a request to its answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    queryDuration: new Histogram({
      name: 'partsyard_db_query_duration_seconds',
      help: 'Time of a database statement on a pooled PostgreSQL connection, by pool',
      labelNames: ['pool'] as const,
      buckets: QUERY_BUCKETS,
      registers,
    }),
    liveFanout: new Histogram({
      name: 'partsyard_live_fanout_delay_seconds',
      help: "Time from a live notice being published (a message stored, a conversation read) to its push on this instance's sockets, by kind",
      labelNames: ['kind'] as const,
      buckets: FANOUT_BUCKETS,
      registers,
    }),
    jobFailures: new Counter({
      name: 'partsyard_job_failures_total',
      help: 'Job runs on this instance that threw (each retry counts), by queue',
      labelNames: ['queue'] as const,
      registers,
    }),
    mailsSent: new Counter({
      name: 'partsyard_mails_sent_total',
      help: 'Emails handed to the mail transport (SMTP or the local outbox)',
      registers,
    }),
    mailsFailed: new Counter({
      name: 'partsyard_mails_failed_total',
      help: 'Emails the mail transport refused or could not take',
      registers,
    }),
  };
}

export type TAppMetrics = ReturnType<typeof createAppMetrics>;

/** The text a scrape answers: the process's metrics, then the app's. */
export async function scrapeText(app: TAppMetrics): Promise<string> {
  const [own, process] = await Promise.all([app.registry.metrics(), processMetrics().metrics()]);
  return `${process}\n${own}`;
}

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;
