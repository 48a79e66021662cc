import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { createPgBossQueue, type TJobLog } from './pg-boss';
import type { TJobQueue } from './types';

export type { TJobQueue, TJobTx } from './types';

/** The app's job queue on its database; workers as JOB_WORKERS says. */
export function createJobQueue(
  database: TDatabase,
  config: Pick<TConfig, 'jobWorkers' | 'jobSuperviseSeconds' | 'shutdownTimeoutSeconds'>,
  log: TJobLog,
): TJobQueue {
  return createPgBossQueue(database, {
    workers: config.jobWorkers,
    superviseSeconds: config.jobSuperviseSeconds,
    // A stop leaves a second of SHUTDOWN_TIMEOUT to close the database; a job still running then
    // is handed back and runs again later.
    stopTimeoutMs: Math.max(1000, (config.shutdownTimeoutSeconds - 1) * 1000),
    log,
  });
}
