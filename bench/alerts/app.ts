import Fastify, { type FastifyInstance } from 'fastify';
import { createPgBossQueue } from '../../server/adapters/jobs/pg-boss';
import type { TMail, TMailer } from '../../server/adapters/mail';
import { loadConfig } from '../../server/config';
import type { TDatabase } from '../../server/db/client';
import { registerAlertJobs } from '../../server/modules/saved-searches/alerts-job';

// The part of the app the alerts need, for the benchmark: its database, the real job queue (pg-boss
// on the same database, its queues installed, no workers: jobs are queued, not run) and a mailer
// that discards each email once it is built (the outbox would write 100,000 files), counting them.

export type TBenchApp = Pick<FastifyInstance, 'db' | 'clock' | 'log' | 'mailer' | 'config' | 'jobs'>;

export interface TBenchMailer extends TMailer {
  /** Emails handed to send() so far. */
  sent: () => number;
}

function discardingMailer(): TBenchMailer {
  let sent = 0;
  return {
    kind: 'smtp',
    send: async (_mail: TMail) => {
      sent += 1;
    },
    list: async () => [],
    sent: () => sent,
  };
}

export async function startBenchApp(
  database: TDatabase,
): Promise<{ app: TBenchApp; mailer: TBenchMailer; stop: () => Promise<void> }> {
  const log = Fastify({ logger: false }).log;
  const jobs = createPgBossQueue(database, {
    workers: false,
    superviseSeconds: 60,
    stopTimeoutMs: 1000,
    log,
  });
  const mailer = discardingMailer();
  const config = loadConfig({ NODE_ENV: 'development', ALERT_DIGEST_CRON: '' });
  const app: TBenchApp = { db: database.db, clock: () => new Date(), log, mailer, config, jobs };
  registerAlertJobs(app);
  await jobs.start();
  return { app, mailer, stop: () => jobs.stop() };
}
