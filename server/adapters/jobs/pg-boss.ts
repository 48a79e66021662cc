import { type JobResult, PgBoss } from 'pg-boss';
import type { TDatabase } from '../../db/client';
import { JOB_SCHEMA, jobDatabase, transactionDatabase } from './database';
import { findJob, queueCounts, recentJobs } from './inspect';
import type { TJobHandler, TJobQueue, TQueueOptions } from './types';

// The job queue on pg-boss (docs/decisions.md, 'The job queue: pg-boss'), on PGlite and PostgreSQL
// alike through the app's own connections. Each declared queue gets a dead-letter queue beside it,
// `<name>.dead`.

export interface TJobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface TPgBossOptions {
  /** Run handlers, supervision (lost jobs run again) and the cron schedules on this instance. */
  workers: boolean;
  superviseSeconds: number;
  /** How long stop() lets running jobs finish before handing them back (they run again later). */
  stopTimeoutMs: number;
  log: TJobLog;
}

/** Jobs a worker fetches at once. */
const BATCH = 10;
const DEFAULT_RETRY_LIMIT = 3;
const DEFAULT_RETRY_DELAY_SECONDS = 30;
/** Backoff doubles the delay up to this (an hour). */
const RETRY_DELAY_MAX_SECONDS = 3600;
/** Dead-letter copies (and jobs never run) are kept this long: two weeks. */
const RETENTION_SECONDS = 14 * 86_400;

export const deadLetterName = (queue: string) => `${queue}.dead`;

export function createPgBossQueue(database: TDatabase, opts: TPgBossOptions): TJobQueue {
  const db = jobDatabase(database);
  const queues = new Map<string, TQueueOptions>();
  const handlers = new Map<string, TJobHandler<object>>();
  const schedules = new Map<string, { cron: string; data?: object }>();
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;

  const declared = () => [...queues.keys()].flatMap((q) => [q, deadLetterName(q)]);
  const before = (what: string) => {
    if (starting) throw new Error(`${what} must come before the job queue starts`);
  };
  const started = () => {
    if (!boss) throw new Error('The job queue is not started');
    return boss;
  };

  async function installQueue(b: PgBoss, name: string, q: TQueueOptions) {
    const dead = deadLetterName(name);
    if (!(await b.getQueue(dead))) await b.createQueue(dead, { retentionSeconds: RETENTION_SECONDS });
    const settings = {
      expireInSeconds: q.expireInSeconds,
      retryLimit: q.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay: q.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      retentionSeconds: RETENTION_SECONDS,
    };
    if (await b.getQueue(name)) await b.updateQueue(name, settings);
    else {
      await b.createQueue(name, {
        ...settings,
        retryDelayMax: RETRY_DELAY_MAX_SECONDS,
        deadLetter: dead,
      });
    }
  }

  // Up to BATCH jobs per fetch, run one after another, each settled on its own (a failure retries
  // that job only); a full batch fetches again at once, so a backlog drains without polling waits.
  async function startWorker(b: PgBoss, name: string, handler: TJobHandler<object>) {
    const pollingIntervalSeconds = queues.get(name)?.pollSeconds ?? 2;
    const options = {
      pollingIntervalSeconds,
      batchSize: BATCH,
      burstWhenBatchFull: true,
      perJobResults: true,
    } as const;
    await b.work<object, object, typeof options>(name, options, async (jobs) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        try {
          await handler(job.data ?? {}, { id: job.id, retryCount: job.retryCount, signal: job.signal });
          results.push({ id: job.id, status: 'completed' });
        } catch (err) {
          opts.log.error({ err, queue: name, job: job.id, retryCount: job.retryCount }, 'job failed');
          const e = err instanceof Error ? err : new Error(String(err));
          results.push({ id: job.id, status: 'failed', output: { message: e.message, stack: e.stack } });
        }
      }
      return results;
    });
  }

  async function start() {
    const b = new PgBoss({
      db,
      schema: JOB_SCHEMA,
      backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
      supervise: opts.workers,
      schedule: opts.workers,
      superviseIntervalSeconds: opts.superviseSeconds,
      registerInstance: opts.workers,
      // pg-boss's own tracing stays off: nothing here reads it.
      openTelemetry: { enabled: false },
    });
    b.on('error', (err) => opts.log.error({ err }, 'job queue error'));
    b.on('warning', (w) => opts.log.warn({ warning: w }, 'job queue warning'));
    await b.start();
    for (const [name, q] of queues) await installQueue(b, name, q);
    for (const name of queues.keys()) {
      const s = schedules.get(name);
      if (s) await b.schedule(name, s.cron, s.data ?? null, { tz: 'UTC' });
      else await b.unschedule(name);
    }
    boss = b;
    if (opts.workers) for (const [name, handler] of handlers) await startWorker(b, name, handler);
  }

  return {
    define(name, options) {
      before('define');
      queues.set(name, options);
    },
    work(name, handler) {
      before('work');
      if (!queues.has(name)) throw new Error(`No queue ${name}: define it first`);
      handlers.set(name, handler as TJobHandler<object>);
    },
    schedule(name, cron, data) {
      before('schedule');
      if (!queues.has(name)) throw new Error(`No queue ${name}: define it first`);
      schedules.set(name, { cron, data });
    },
    start() {
      starting ??= start();
      return starting;
    },
    async stop() {
      await starting?.catch(() => undefined);
      await boss?.stop({ graceful: true, timeout: opts.stopTimeoutMs, close: false });
    },
    async enqueue(name, data, options = {}) {
      // pg-boss checks every option present, so absent ones are left out rather than undefined.
      return started().send(name, data, {
        ...(options.runAt && { startAfter: options.runAt }),
        ...(options.singletonKey && { singletonKey: options.singletonKey }),
        ...(options.retryLimit !== undefined && { retryLimit: options.retryLimit }),
        ...(options.transaction && { db: transactionDatabase(options.transaction) }),
      });
    },
    async enqueueMany(name, data, options = {}) {
      if (data.length === 0) return;
      const jobs = data.map((d) => ({ data: d }));
      await started().insert(name, jobs, {
        ...(options.transaction && { db: transactionDatabase(options.transaction) }),
      });
    },
    counts: () => queueCounts(db, declared()),
    recent: (o) => recentJobs(db, declared(), o),
    find: (id) => findJob(db, id),
    async retry(id, options = {}) {
      const through = options.transaction ? transactionDatabase(options.transaction) : db;
      const job = await findJob(through, id);
      if (job?.state !== 'failed' || !queues.has(job.queue)) return false;
      // Typed as an empty interface, answered as { affected, ... }.
      const res = (await started().retry(job.queue, id, { db: through })) as { affected?: number };
      return (res.affected ?? 0) > 0;
    },
  };
}
