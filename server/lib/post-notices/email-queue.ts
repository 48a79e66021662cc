import type { TNoticeKind, TNoticeParams } from '@common/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { TJobTx } from '../../adapters/jobs';

/** The queue of notice emails (watchlist, seller and reporter notices): one job per email. */
export const NOTICE_EMAIL_QUEUE = 'notice-emails';

/** One email's job: the notice it repeats, to a user (their address read when sent) or an address. */
export interface TNoticeEmail {
  kind: TNoticeKind;
  params: TNoticeParams;
  /** The site path the email opens (a post, My Posts). */
  link: string;
  userId?: string;
  /** For a visitor who left only an address (a report sent signed out). */
  to?: string;
}

/** Queues a notice's email in the caller's transaction: it exists only if the notice commits. */
export async function queueNoticeEmail(
  app: Pick<FastifyInstance, 'jobs'>,
  tx: TJobTx,
  mail: TNoticeEmail,
): Promise<void> {
  await app.jobs.enqueue(NOTICE_EMAIL_QUEUE, mail, { transaction: tx });
}
