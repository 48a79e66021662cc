import { z } from 'zod';
import { ZInt } from './ids';

// The dashboard's Jobs panel: each queue's jobs by state, the recent jobs (a failed one
// with its error), and a retry for a failed job. Admins only: a visitor gets 401, a user 403.

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type TJobStateName = (typeof JOB_STATES)[number];
export const JOBS_LIST_MAX = 100;
export const JOBS_LIST_DEFAULT = 50;

export const ZJobsQuery = z.object({
  /** Only the jobs in this state. */
  state: z.enum(JOB_STATES, { error: 'jobStateInvalid' }).optional(),
  // The one integer rule (ids.ts): '0x10', '1e1' or 'true' are not numbers here.
  limit: ZInt('jobLimitInvalid', { max: JOBS_LIST_MAX }).default(JOBS_LIST_DEFAULT),
});
export type TJobsQueryParsed = z.output<typeof ZJobsQuery>;

export const ZQueueCounts = z.object({
  queue: z.string(),
  /** A dead-letter queue: copies of jobs that failed for good. */
  dead_letter: z.boolean(),
  queued: z.number().int(),
  running: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
  /** Jobs that needed more than one run, whatever their state now. */
  retried: z.number().int(),
});
export type TQueueCounts = z.infer<typeof ZQueueCounts>;

export const ZJob = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  retry_count: z.number().int(),
  retry_limit: z.number().int(),
  created_at: z.string(),
  /** Not run before this moment (a delayed job, or a retry's backoff). */
  start_after: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** The last run's error. */
  error: z.string().nullable(),
  /** A dead-letter copy: the queue its job failed on. */
  source_queue: z.string().nullable(),
});
export type TJob = z.infer<typeof ZJob>;

export const ZJobsResponse = z.object({
  queues: z.array(ZQueueCounts),
  jobs: z.array(ZJob),
});
export type TJobsResponse = z.infer<typeof ZJobsResponse>;

/** A job's id in the path: a UUID. */
export const ZJobParams = z.object({ id: z.uuid({ error: 'jobIdInvalid' }) });

export const ZJobRetryResponse = z.object({ id: z.string(), state: z.enum(JOB_STATES) });
export type TJobRetryResponse = z.infer<typeof ZJobRetryResponse>;
