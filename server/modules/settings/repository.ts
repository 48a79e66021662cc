import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

// The USD/CAD rate in site_settings, and the posts' price in CAD that follows it (migration 0013).

/** An admin's rate; absent until one is set on the dashboard. */
export const RATE_KEY = 'usd_cad_rate';
/** USD_CAD_RATE as the last start wrote it: the rate while no admin has set one. */
export const DEFAULT_RATE_KEY = 'usd_cad_rate.default';
/**
 * The advisory lock shared by the posts_price_cad trigger (each USD post it prices) and taken
 * alone by a change of the rate: a post written meanwhile is priced at the new rate, or
 * committed before the change and recomputed by it (0x55534443, 'USDC'; migration 0013).
 */
const RATE_LOCK = 1431520323;

type TTx = Pick<TDb, 'execute'>;

export interface TRateRow {
  key: string;
  value: string;
  updated_at: string | Date;
  updated_by: string | null;
}

/** The admin's row and the default's row (either may be missing). */
export async function readRateRows(db: TTx): Promise<TRateRow[]> {
  const res = await db.execute(sql`
    SELECT key, value, updated_at, updated_by FROM site_settings WHERE key IN (${RATE_KEY}, ${DEFAULT_RATE_KEY})`);
  return res.rows as unknown as TRateRow[];
}

/** Waits for posts being priced to commit, and holds new ones off until this transaction ends. */
export async function lockRate(tx: TTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${RATE_LOCK})`);
}

export async function writeRate(tx: TTx, key: string, value: string, by: string | null): Promise<void> {
  await tx.execute(sql`
    INSERT INTO site_settings (key, value, updated_at, updated_by) VALUES (${key}, ${value}, now(), ${by})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at,
      updated_by = excluded.updated_by`);
}

/** Every USD post's price in CAD at the rate now stored; the number of posts repriced. */
export async function repriceUsdPosts(tx: TTx): Promise<number> {
  const res = await tx.execute(sql`
    WITH r AS MATERIALIZED (SELECT usd_cad_rate() AS rate), changed AS (
      UPDATE posts p SET price_cad = round(p.price * r.rate, 2) FROM r
      WHERE p.currency = 'USD' AND p.price_cad <> round(p.price * r.rate, 2)
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM changed`);
  return Number((res.rows[0] as { n: number }).n);
}
