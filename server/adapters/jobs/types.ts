import type { TDb } from '../../db/client';

// The background job queue every feature uses: jobs stored in the database, run once
// across any number of instances, retried with backoff, kept in a dead-letter queue when they give
// up; cron schedules that run once per occurrence. Only the implementation knows the library.

/** A drizzle transaction (or the database): a job enqueued through it commits or rolls back with it. */
export type TJobTx = Pick<TDb, 'execute'>;

export interface TQueueOptions {
  /** Seconds a run may take; past them it counts as lost (its instance died) and runs again. */
  expireInSeconds: number;
  /** Runs after the first failure before the job is failed and copied to the dead-letter queue (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry, doubled for each next one (default 30). */
  retryDelaySeconds?: number;
  /** Seconds a polling worker waits between looks for due jobs (default 2). */
  pollSeconds?: number;
}

export interface TEnqueueOptions {
  /** Not before this moment. */
  runAt?: Date;
  /** One queued job per key: a second one with the same key is dropped (answered null). */
  singletonKey?: string;
  retryLimit?: number;
  /** Enqueued in this transaction: the job exists only if it commits. */
  transaction?: TJobTx;
}

export interface TJobContext {
  id: string;
  /** 0 on the first run, then 1, 2... */
  retryCount: number;
  /** Aborted when the job expires or the queue stops without waiting. */
  signal: AbortSignal;
}

export type TJobHandler<T> = (data: T, job: TJobContext) => Promise<unknown>;

export type TJobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** One queue's jobs by state, as the admin dashboard shows them. */
export interface TQueueCounts {
  queue: string;
  /** Waiting to run (created, or waiting for a retry). */
  queued: number;
  running: number;
  completed: number;
  failed: number;
  cancelled: number;
  /** Jobs that needed more than one run (whatever their state now). */
  retried: number;
}

export interface TJobRecord {
  id: string;
  queue: string;
  state: TJobState;
  retryCount: number;
  retryLimit: number;
  createdAt: Date;
  startAfter: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  /** The last run's error message, when it failed. */
  error: string | null;
  /** For a dead-letter copy: the queue and job it failed on. */
  sourceQueue: string | null;
  sourceId: string | null;
}

export interface TJobQueue {
  /** Declares a queue (and its dead-letter queue); call before start(). */
  define(name: string, options: TQueueOptions): void;
  /** Runs `handler` for the queue's jobs on this instance (when it runs workers); before start(). */
  work<T extends object>(name: string, handler: TJobHandler<T>): void;
  /** A cron schedule (minute resolution): once per occurrence across all instances; before start(). */
  schedule(name: string, cron: string, data?: object): void;
  /** Installs or updates the queues and schedules, then starts the workers (if any). */
  start(): Promise<void>;
  /** No new runs; resolves once the running ones finished (or were handed back at the time limit). */
  stop(): Promise<void>;
  /** Queues a job; null when a job with the same singletonKey is already queued. */
  enqueue(name: string, data: object, options?: TEnqueueOptions): Promise<string | null>;
  /**
   * Queues one job per item of `data` in one statement (the queue's settings, no singleton keys);
   * with a transaction, they all commit or roll back with it.
   */
  enqueueMany(name: string, data: object[], options?: { transaction?: TJobTx }): Promise<void>;
  /** Jobs by queue and state (every declared queue, dead-letter queues included). */
  counts(): Promise<TQueueCounts[]>;
  /** The most recent jobs, newest first; only one state's when given. */
  recent(options: { limit: number; state?: TJobState }): Promise<TJobRecord[]>;
  /**
   * Queues a failed job again; false when no job with this id is failed. With a transaction, the
   * retry commits with it (on PGlite, make every query of that transaction through it).
   */
  retry(id: string, options?: { transaction?: TJobTx }): Promise<boolean>;
  /** The job with this id, if still kept. */
  find(id: string): Promise<TJobRecord | undefined>;
}
