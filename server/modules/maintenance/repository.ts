import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

const BATCH = 1000;

/** Which of these photo base keys a post, a cart or a report still names. */
export async function referencedPhotoKeys(db: TDb, bases: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < bases.length; i += BATCH) {
    const batch = bases.slice(i, i + BATCH);
    const list = sql.join(
      batch.map((b) => sql`${b}`),
      sql`, `,
    );
    const res = await db.execute(sql`
      SELECT storage_key FROM post_images WHERE storage_key IN (${list})
      UNION SELECT storage_key FROM cart_images WHERE storage_key IN (${list})
      UNION SELECT storage_key FROM report_images WHERE storage_key IN (${list})`);
    for (const row of res.rows as Array<{ storage_key: string }>) found.add(row.storage_key);
  }
  return found;
}
