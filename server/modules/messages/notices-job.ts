import type { FastifyInstance } from 'fastify';
import type { TJobTx } from '../../adapters/jobs';
import { sendMessageNotices } from './notices';

type TApp = Pick<FastifyInstance, 'db' | 'clock' | 'log' | 'mailer' | 'config' | 'jobs'>;

export const MESSAGE_NOTICE_QUEUE = 'message-notices';
/** A second past the delay, so the message is due when its job runs. */
const MARGIN_SECONDS = 1;

/**
 * Emails about messages nobody saw live: each message queues a job for MESSAGE_MAIL_DELAY_SECONDS
 * later (in the transaction that stores it), and the job emails whatever is due by then, at most
 * one email per conversation every 15 minutes (notices.ts).
 */
export function registerMessageNoticeJob(app: TApp): void {
  app.jobs.define(MESSAGE_NOTICE_QUEUE, { expireInSeconds: 300, retryLimit: 3, pollSeconds: 1 });
  app.jobs.work(MESSAGE_NOTICE_QUEUE, async () => {
    const r = await sendMessageNotices(app, app.config.messageMailDelaySeconds);
    if (r.emailed > 0) app.log.info(r, 'message emails sent');
  });
}

/** Queues the email check for a message being stored in `tx` (none when the emails are off). */
export async function queueMessageNotice(app: Pick<TApp, 'jobs' | 'config'>, tx: TJobTx): Promise<void> {
  const delay = app.config.messageMailDelaySeconds;
  if (delay <= 0) return;
  // Real time, not the business clock: the queue runs on the database's clock.
  const runAt = new Date(Date.now() + (delay + MARGIN_SECONDS) * 1000);
  await app.jobs.enqueue(MESSAGE_NOTICE_QUEUE, {}, { runAt, transaction: tx });
}
