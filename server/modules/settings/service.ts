import type { TExchangeRate } from '@common/contracts/settings';
import { DEFAULT_USD_CAD_RATE } from '@common/rules/currency';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { TSessionUser } from '../../plugins/auth-session';
import * as repo from './repository';

type TApp = Pick<FastifyInstance, 'db'>;

const iso = (d: string | Date) => new Date(d).toISOString();
/** A rate as stored: at most 4 decimals, no float noise ('1.3725'). */
const stored = (rate: number) => String(Number(rate.toFixed(4)));

/**
 * The rate in force, read from the database on every call (two rows by primary key), so a change
 * made on one instance is what every instance answers at once; browsers keep it a minute.
 */
export async function getExchangeRate(app: TApp): Promise<TExchangeRate> {
  const rows = await repo.readRateRows(app.db);
  const admin = rows.find((r) => r.key === repo.RATE_KEY);
  const fallback = rows.find((r) => r.key === repo.DEFAULT_RATE_KEY);
  const defaultRate = fallback ? Number(fallback.value) : DEFAULT_USD_CAD_RATE;
  return {
    usd_cad: admin ? Number(admin.value) : defaultRate,
    default_usd_cad: defaultRate,
    updated_at: admin ? iso(admin.updated_at) : null,
  };
}

/**
 * An admin sets the rate: stored, every USD post repriced in CAD (the price order's key) and the
 * change audited, in one transaction under the rate's lock.
 */
export async function setExchangeRate(app: TApp, admin: TSessionUser, rate: number): Promise<TExchangeRate> {
  await app.db.transaction(async (tx) => {
    await repo.lockRate(tx);
    const before = (await repo.readRateRows(tx)).find((r) => r.key === repo.RATE_KEY);
    await repo.writeRate(tx, repo.RATE_KEY, stored(rate), admin.id);
    const repriced = await repo.repriceUsdPosts(tx);
    await recordAudit(tx, admin, {
      action: 'exchange-rate.set',
      targetType: 'setting',
      targetId: repo.RATE_KEY,
      details: `${before ? before.value : 'default'} -> ${stored(rate)} CAD per USD (${repriced} USD posts repriced)`,
    });
  });
  return getExchangeRate(app);
}

/**
 * At start: USD_CAD_RATE becomes the default row; when it changed and no admin has set a rate,
 * the USD posts are repriced at it. Returns whether anything was repriced.
 */
export async function syncDefaultRate(db: TDb, rate: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await repo.readRateRows(tx);
    const current = rows.find((r) => r.key === repo.DEFAULT_RATE_KEY);
    if (current && Number(current.value) === Number(stored(rate))) return false;
    await repo.lockRate(tx);
    await repo.writeRate(tx, repo.DEFAULT_RATE_KEY, stored(rate), null);
    if (rows.some((r) => r.key === repo.RATE_KEY)) return false;
    await repo.repriceUsdPosts(tx);
    return true;
  });
}
