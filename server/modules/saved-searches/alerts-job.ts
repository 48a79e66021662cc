import type { FastifyInstance } from 'fastify';
import { POST_LIVE_QUEUE, type TPostLiveJob } from '../../lib/post-live';
import {
  ALERT_EMAIL_QUEUE,
  alertNewPost,
  DIGEST_EMAIL_QUEUE,
  DIGEST_QUEUE,
  queueDigests,
  sendAlertEmail,
  sendDigestEmail,
  type TAlertEmailJob,
  type TDigestEmailJob,
} from './alerts';

type TApp = Pick<FastifyInstance, 'db' | 'clock' | 'log' | 'mailer' | 'config' | 'jobs'>;

/**
 * The alerts on the job queue: a post that went live is matched (posts queue it as they publish),
 * each instant alert's email is a job of its own (retried alone), and the daily digest runs on
 * ALERT_DIGEST_CRON, once across all instances, queuing one email job per user.
 */
export function registerAlertJobs(app: TApp): void {
  app.jobs.define(POST_LIVE_QUEUE, {
    expireInSeconds: 300,
    retryLimit: 5,
    retryDelaySeconds: 10,
    pollSeconds: 1,
  });
  app.jobs.define(ALERT_EMAIL_QUEUE, {
    expireInSeconds: 120,
    retryLimit: 5,
    retryDelaySeconds: 30,
    pollSeconds: 1,
  });
  app.jobs.define(DIGEST_QUEUE, { expireInSeconds: 1800, retryLimit: 2, retryDelaySeconds: 300 });
  app.jobs.define(DIGEST_EMAIL_QUEUE, { expireInSeconds: 120, retryLimit: 5, retryDelaySeconds: 60 });
  app.jobs.work<TPostLiveJob>(POST_LIVE_QUEUE, async ({ postId }) => {
    const r = await alertNewPost(app, postId);
    if (r.instant + r.daily > 0) app.log.info({ postId, ...r }, 'alerts matched');
  });
  app.jobs.work<TAlertEmailJob>(ALERT_EMAIL_QUEUE, (job) => sendAlertEmail(app, job));
  app.jobs.work(DIGEST_QUEUE, async () => {
    const r = await queueDigests(app);
    app.log.info(r, 'daily digests queued');
  });
  app.jobs.work<TDigestEmailJob>(DIGEST_EMAIL_QUEUE, (job) => sendDigestEmail(app, job));
  if (app.config.alertDigestCron) app.jobs.schedule(DIGEST_QUEUE, app.config.alertDigestCron);
}
