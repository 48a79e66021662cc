import { createMailer } from '../adapters/mail';
import type { TConfig } from '../config';
import type { TDatabase } from '../db/client';
import { seedReferenceData, type TSeedResult } from '../db/seed/reference';
import { backfillUsernameSkeletons } from '../db/username-skeletons';
import { createAuth } from '../modules/accounts/auth';
import { ensureAdminAccount, type TBootstrapAdmin } from '../modules/accounts/bootstrap-admin';
import { syncDefaultRate } from '../modules/settings/service';
import { migrateDatabase } from './migrate';

export interface TPrepareResult extends TSeedResult {
  admin?: TBootstrapAdmin;
}

/**
 * Any fixed number, the same in every instance: the advisory lock that lets one instance at a time
 * prepare a PostgreSQL database.
 */
export const PREPARE_LOCK_KEY = 7_243_019_661;

/**
 * Brings a database up to date: migrations, reference lists, and the first admin account. On
 * PostgreSQL, instances that start together (a new deployment, a rolling restart with a new
 * migration) take turns through a session advisory lock: the first migrates, the others then find
 * nothing to do, instead of two running the same CREATE TABLE and one failing to start.
 */
export async function prepareDatabase(database: TDatabase, cfg: TConfig): Promise<TPrepareResult> {
  if (!database.pool) return prepareUnlocked(database, cfg);
  const holder = await database.pool.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    try {
      return await prepareUnlocked(database, cfg);
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]);
    }
  } finally {
    holder.release();
  }
}

async function prepareUnlocked(database: TDatabase, cfg: TConfig): Promise<TPrepareResult> {
  await migrateDatabase(database);
  // Usernames made before migration 0031 get their look-alike key (computed here, not in SQL).
  await backfillUsernameSkeletons(database.db);
  const seeded = await seedReferenceData(database.db);
  // USD_CAD_RATE is the rate until an admin sets one (the USD posts repriced when it changed).
  await syncDefaultRate(database.db, cfg.usdCadRate);
  const auth = createAuth({ db: database.db, config: cfg, mailer: createMailer(cfg, () => {}) });
  const admin = await ensureAdminAccount(database.db, auth, cfg.adminEmail);
  return { ...seeded, admin };
}
