import { DEFAULT_LANGUAGE } from '@common/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { accountLanguage } from '../../lib/i18n/mail-language';
import { NOTICE_EMAIL_QUEUE, type TNoticeEmail } from '../../lib/post-notices/email-queue';
import { getFrenchPartNames } from '../catalog/service';
import { noticeEmail } from './emails';
import { runExpiryNotices } from './expiry-notices';
import * as repo from './repository';

type TApp = Pick<FastifyInstance, 'db' | 'clock' | 'log' | 'mailer' | 'config' | 'jobs'>;

export const EXPIRY_NOTICE_QUEUE = 'expiry-notices';
/** Every day at 14:00 UTC (morning in North America). */
export const EXPIRY_NOTICE_CRON = '0 14 * * *';

/** Sends one notice email; a failure throws, so the queue tries again later. */
export async function sendNoticeEmail(app: TApp, mail: TNoticeEmail): Promise<boolean> {
  const to = mail.to ?? (mail.userId ? await repo.userEmail(app.db, mail.userId) : undefined);
  if (!to) return false; // the account was deleted meanwhile
  // The receiver's language; a visitor who left only an address (a report) gets English.
  const language = (mail.userId && (await accountLanguage(app.db, mail.userId))) || DEFAULT_LANGUAGE;
  const french = language === 'fr' ? await getFrenchPartNames(app.db) : undefined;
  await app.mailer.send(noticeEmail(to, mail, app.config.publicUrl, language, french));
  return true;
}

/**
 * The notice emails (watchlist, sellers, reporters), one job each, queued with their notice; and
 * the daily look at ads about to end, once a day across all instances.
 */
export function registerPostNoticeJobs(app: TApp): void {
  app.jobs.define(NOTICE_EMAIL_QUEUE, { expireInSeconds: 120, retryLimit: 5, pollSeconds: 2 });
  app.jobs.work<TNoticeEmail>(NOTICE_EMAIL_QUEUE, (mail) => sendNoticeEmail(app, mail));
  app.jobs.define(EXPIRY_NOTICE_QUEUE, { expireInSeconds: 1800, retryLimit: 2, retryDelaySeconds: 300 });
  app.jobs.work(EXPIRY_NOTICE_QUEUE, async () => {
    app.log.info(await runExpiryNotices(app), 'expiry notices done');
  });
  app.jobs.schedule(EXPIRY_NOTICE_QUEUE, EXPIRY_NOTICE_CRON);
}
