import type { TStorage } from '../adapters/storage';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { claimDemoSeeding, databaseInUse, releaseDemoSeeding } from './demo-repository';
import { generateDemo, type TDemoResult } from './generate';

/** How many demo posts a new embedded database gets. */
export const EMBEDDED_DEMO_POSTS = 200;

/**
 * The embedded default's demo data: about 200 posts (with photos) on a new embedded database, so a
 * fresh clone shows a living site. Decided once per database (recorded in seeded_names), so
 * deleting demo posts never brings them back; a database that already has posts or profiles never
 * gets any. Never with DATABASE_URL, nor with DEMO_DATA=false. Undefined when nothing was made.
 */
export async function seedDemoOnce(
  db: TDb,
  cfg: Pick<TConfig, 'databaseUrl' | 'demoData'>,
  storage: TStorage,
  opts: { now?: Date; posts?: number } = {},
): Promise<TDemoResult | undefined> {
  if (cfg.databaseUrl || !cfg.demoData) return undefined;
  if (!(await claimDemoSeeding(db))) return undefined;
  if (await databaseInUse(db)) return undefined;
  try {
    return await generateDemo(db, { posts: opts.posts ?? EMBEDDED_DEMO_POSTS, storage, now: opts.now });
  } catch (err) {
    // Nothing was written (one batch, one transaction): the next start may try again.
    await releaseDemoSeeding(db).catch(() => {});
    throw err;
  }
}
