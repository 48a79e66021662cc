import { createMailer } from '../adapters/mail';
import type { TConfig } from '../config';
import { createAuth } from '../modules/accounts/auth';
import { ensureAdminAccount, type TBootstrapAdmin } from '../modules/accounts/bootstrap-admin';
import { syncDefaultRate } from '../modules/settings/service';
import type { TDatabase } from './client';
import { migrateDatabase } from './migrate';
import { seedReferenceData, type TSeedResult } from './seed/reference';

export interface TPrepareResult extends TSeedResult {
  admin?: TBootstrapAdmin;
}

/** Brings a database up to date: migrations, reference lists, and the first admin account. */
export async function prepareDatabase(database: TDatabase, cfg: TConfig): Promise<TPrepareResult> {
  await migrateDatabase(database);
  const seeded = await seedReferenceData(database.db);
  // USD_CAD_RATE is the rate until an admin sets one (the USD posts repriced when it changed).
  await syncDefaultRate(database.db, cfg.usdCadRate);
  const auth = createAuth({ db: database.db, config: cfg, mailer: createMailer(cfg, () => {}) });
  const admin = await ensureAdminAccount(database.db, auth, cfg.adminEmail);
  return { ...seeded, admin };
}
