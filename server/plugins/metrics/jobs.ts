import { Gauge } from 'prom-client';
import type { TJobQueue } from '../../adapters/jobs';
import type { TJobHandler, TQueueCounts } from '../../adapters/jobs/types';
import type { TAppMetrics } from './registry';

// The job queue's depth by queue and state (one statement over the job table, shared by every
// instance), read at scrape time but at most once per JOB_COUNTS_TTL_MS however often Prometheus
// (or several of them) scrape, and never waited on for long; and this instance's failed runs.

/** How long one reading of the queue's counts serves scrapes. */
export const JOB_COUNTS_TTL_MS = 10_000;
/** A scrape waits this long for the counts; past it (the database away, a long table) it goes without. */
const JOB_COUNTS_WAIT_MS = 2_000;

const STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;

/** Counts the runs that throw, by queue (wraps `work`, so call it before the modules declare their work). */
export function countJobFailures(jobs: TJobQueue, metrics: TAppMetrics) {
  const work = jobs.work.bind(jobs);
  jobs.work = <T extends object>(name: string, handler: TJobHandler<T>) =>
    work<T>(name, async (data, job) => {
      try {
        return await handler(data, job);
      } catch (err) {
        metrics.jobFailures.inc({ queue: name });
        throw err;
      }
    });
}

/** The gauge of jobs by queue and state, from `jobs.counts()` through a short cache. */
export function watchJobQueue(
  jobs: Pick<TJobQueue, 'counts'>,
  metrics: TAppMetrics,
  { ttlMs = JOB_COUNTS_TTL_MS, waitMs = JOB_COUNTS_WAIT_MS, clock = Date as { now(): number } } = {},
) {
  let reading: { at: number; counts: Promise<TQueueCounts[] | undefined> } | undefined;
  const read = () => {
    const now = clock.now();
    if (!reading || now - reading.at >= ttlMs) {
      reading = { at: now, counts: jobs.counts().catch(() => undefined) };
    }
    return reading.counts;
  };
  new Gauge({
    name: 'partsyard_jobs',
    help: 'Jobs by queue and state (queued: waiting or waiting for a retry; failed: gave up), across all instances; refreshed at most every 10 s',
    labelNames: ['queue', 'state'] as const,
    registers: [metrics.registry],
    async collect() {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), waitMs);
      });
      const counts = await Promise.race([read(), late]).finally(() => clearTimeout(timer));
      // Without a reading, no series rather than stale ones.
      this.reset();
      for (const c of counts ?? []) for (const state of STATES) this.set({ queue: c.queue, state }, c[state]);
    },
  });
}
