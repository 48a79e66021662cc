import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

/** userdata.language: an app_language value (mail-language.ts still checks it is one it speaks). */
export type TAccountLanguageRow = { language: string };

/** The account's profile language; no row before its profile exists (or for no such account). */
export async function accountLanguageRow(
  db: Pick<TDb, 'execute'>,
  userId: string,
): Promise<TAccountLanguageRow | undefined> {
  const res = await db.execute<TAccountLanguageRow>(
    sql`SELECT language FROM userdata WHERE user_id = ${userId}`,
  );
  return res.rows[0];
}
