import type { FastifyInstance } from 'fastify';
import { cronEvery } from '../../adapters/jobs/cron';
import { runLifetimeJobs } from './lifetime';

type TApp = Pick<FastifyInstance, 'db' | 'storage' | 'clock' | 'log' | 'jobs' | 'config'>;

export const LIFETIME_QUEUE = 'ad-lifetime';

/** Runs the ad lifetime jobs and logs what they did; a failure throws (the queue retries it). */
export async function runAndLogLifetimeJobs(app: Omit<TApp, 'config'>): Promise<void> {
  const r = await runLifetimeJobs(app);
  if (!r.skipped) app.log.info(r, 'lifetime jobs done');
}

/**
 * The ad lifetime jobs (expire, delete sold, clean unpaid carts) every JOBS_INTERVAL_SECONDS, as a
 * cron schedule: one run per occurrence across all instances. 0 removes the schedule.
 */
export function registerLifetimeJob(app: TApp): void {
  app.jobs.define(LIFETIME_QUEUE, { expireInSeconds: 600, retryLimit: 2, retryDelaySeconds: 60 });
  app.jobs.work(LIFETIME_QUEUE, () => runAndLogLifetimeJobs(app));
  const seconds = app.config.jobsIntervalSeconds;
  if (seconds > 0) app.jobs.schedule(LIFETIME_QUEUE, cronEvery(seconds));
}
