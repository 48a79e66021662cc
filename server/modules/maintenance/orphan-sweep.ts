import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isLocalStorage } from '../../adapters/storage/local';
import { uploadTempDir } from '../../lib/temp-uploads';
import { pruneCounters } from '../../plugins/rate-counters-repository';
import { pruneSignIns } from '../accounts/sign-ins';
import { referencedPhotoKeys } from './repository';

type TApp = Pick<FastifyInstance, 'db' | 'storage' | 'log' | 'config'>;

export const ORPHAN_SWEEP_QUEUE = 'orphan-sweep';

const HOUR = 3600_000;
/** Where photos live: posts/{user}/{post or cart-N}/{uuid}-{variant}.webp, reports/{id}/{n}-{variant}.webp. */
const PREFIXES = ['posts/', 'reports/'];
const VARIANT = /-(thumb|card|full)\.webp$/;

export interface TSweepResult {
  /** Photo files without a post, cart or report row. */
  photoFiles: number;
  photoBytes: number;
  /** Upload temp files and unfinished storage writes. */
  tempFiles: number;
  tempBytes: number;
}

/**
 * Removes what a killed process left: photo files no row names and temp files, when older than
 * `maxAgeMs` (an hour). Safe beside other instances and requests in flight: a photo's files are
 * stored seconds before its row, so anything an hour old without a row will never get one, and
 * deleting a file twice is harmless.
 */
export async function sweepOrphans(
  app: TApp,
  opts: { now?: Date; maxAgeMs?: number } = {},
): Promise<TSweepResult> {
  const before = new Date((opts.now ?? new Date()).getTime() - (opts.maxAgeMs ?? HOUR));
  const result: TSweepResult = { photoFiles: 0, photoBytes: 0, tempFiles: 0, tempBytes: 0 };

  for (const prefix of PREFIXES) {
    // Listed first, rows read after: a row written in between keeps its files.
    const old = (await app.storage.listDetailed(prefix)).filter(
      (o) => o.modifiedAt < before && VARIANT.test(o.key),
    );
    const bases = [...new Set(old.map((o) => o.key.replace(VARIANT, '')))];
    const named = await referencedPhotoKeys(app.db, bases);
    const orphans = old.filter((o) => !named.has(o.key.replace(VARIANT, '')));
    if (orphans.length === 0) continue;
    await app.storage.delete(orphans.map((o) => o.key));
    result.photoFiles += orphans.length;
    result.photoBytes += orphans.reduce((sum, o) => sum + o.size, 0);
  }

  const temp = await sweepFolder(uploadTempDir(app.config.dataDir), before);
  result.tempFiles += temp.files;
  result.tempBytes += temp.bytes;
  if (isLocalStorage(app.storage)) {
    const leftovers = await app.storage.sweepLeftovers(before);
    result.tempFiles += leftovers.files;
    result.tempBytes += leftovers.bytes;
  }
  return result;
}

/** Removes the files directly in `dir` last changed before `before`. */
async function sweepFolder(dir: string, before: Date) {
  let files = 0;
  let bytes = 0;
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const s = await stat(file).catch(() => undefined);
    if (!s?.isFile() || s.mtime >= before) continue;
    await rm(file, { force: true });
    files += 1;
    bytes += s.size;
  }
  return { files, bytes };
}

/** Sweeps once, logging how much went; a failure is logged and thrown (the queue retries it). */
export async function sweepAndLog(app: TApp): Promise<void> {
  try {
    app.log.info(await sweepOrphans(app), 'orphan sweep: old unreferenced files removed');
    // The limit counters kept in the database (without Redis) whose windows ended a day ago.
    const counters = await pruneCounters(app.db);
    if (counters > 0) app.log.info({ counters }, 'old limit counters removed');
    // Sign-ins older than the admins need to see (SIGN_IN_KEEP_DAYS).
    const signIns = await pruneSignIns(app.db);
    if (signIns > 0) app.log.info({ signIns }, 'old sign-ins removed');
  } catch (err) {
    app.log.warn({ err }, 'orphan sweep failed');
    throw err;
  }
}

/** The sweep every hour (at 17 past), once across all instances; main.ts also runs one at start. */
export function registerOrphanSweepJob(app: TApp & Pick<FastifyInstance, 'jobs'>): void {
  app.jobs.define(ORPHAN_SWEEP_QUEUE, { expireInSeconds: 1800, retryLimit: 2, retryDelaySeconds: 300 });
  app.jobs.work(ORPHAN_SWEEP_QUEUE, () => sweepAndLog(app));
  app.jobs.schedule(ORPHAN_SWEEP_QUEUE, '17 * * * *');
}
