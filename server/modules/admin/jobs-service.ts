import type { TJob, TJobRetryResponse, TJobsQueryParsed, TJobsResponse } from '@common/contracts/admin-jobs';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import type { TJobRecord } from '../../adapters/jobs/types';
import { recordAudit } from '../../lib/audit';
import type { TSessionUser } from '../../plugins/auth-session';

type TApp = Pick<FastifyInstance, 'db' | 'jobs'>;

const DEAD = '.dead';
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function toJob(j: TJobRecord): TJob {
  return {
    id: j.id,
    queue: j.queue,
    state: j.state,
    retry_count: j.retryCount,
    retry_limit: j.retryLimit,
    created_at: j.createdAt.toISOString(),
    start_after: j.startAfter.toISOString(),
    started_at: iso(j.startedAt),
    completed_at: iso(j.completedAt),
    error: j.error,
    source_queue: j.sourceQueue,
  };
}

/** Every queue's jobs by state, and the most recent jobs (of one state when asked). */
export async function listJobs(app: TApp, query: TJobsQueryParsed): Promise<TJobsResponse> {
  const [counts, recent] = await Promise.all([
    app.jobs.counts(),
    app.jobs.recent({ limit: query.limit, state: query.state }),
  ]);
  return {
    queues: counts.map((c) => ({ ...c, dead_letter: c.queue.endsWith(DEAD) })),
    jobs: recent.map(toJob),
  };
}

/** Queues a failed job again, with an audit entry; a job that is not failed is refused. */
export async function retryJob(app: TApp, admin: TSessionUser, id: string): Promise<TJobRetryResponse> {
  // Read before the transaction: on PGlite every query inside it must go through it.
  const job = await app.jobs.find(id);
  if (!job) throw new AppError('NOT_FOUND', MESSAGES.jobNotFound);
  if (job.state !== 'failed' || job.queue.endsWith(DEAD))
    throw new AppError('CONFLICT', MESSAGES.jobNotFailed);
  await app.db.transaction(async (tx) => {
    // Another admin (or instance) may have retried it meanwhile.
    if (!(await app.jobs.retry(id, { transaction: tx }))) {
      throw new AppError('CONFLICT', MESSAGES.jobNotFailed);
    }
    await recordAudit(tx, admin, {
      action: 'job.retry',
      targetType: 'job',
      targetId: id,
      details: `${job.queue}: ${job.error ?? ''}`.slice(0, 500),
    });
  });
  return { id, state: 'retry' };
}
