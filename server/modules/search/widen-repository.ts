import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { countMatches } from './repository/count-sql';
import { fitmentYears } from './repository/fitment-sql';
import { keywordCondition, type TSearchCriteria } from './repository/search-sql';

const originOf = (c: TSearchCriteria): SQL | null =>
  c.origin ? sql`ll_to_earth(${c.origin.lat}, ${c.origin.lng})` : null;

/**
 * Each search's matches, counted up to its countCap and one past it, in one statement (one round
 * trip): the same bounded count as a page's (count-sql.ts), once per variant of an empty search.
 */
export async function countEach(db: TDb, searches: TSearchCriteria[]): Promise<number[]> {
  if (searches.length === 0) return [];
  const columns = searches.map((c, i) => sql`${countMatches(c, originOf(c))} AS ${sql.raw(`c${i}`)}`);
  const res = await db.execute(sql`SELECT ${sql.join(columns, sql`, `)}`);
  const row = res.rows[0] as Record<string, number | string>;
  return searches.map((_, i) => Number(row[`c${i}`]));
}

/**
 * The years a model's matching posts fit (the criteria name the model, not a year), the nearest
 * to `year` first, ascending: at most `max` years, from at most `rows` fitment rows.
 */
export async function yearsWithPosts(
  db: TDb,
  c: TSearchCriteria,
  year: number,
  max: number,
  rows = 1000,
): Promise<number[]> {
  const extra = c.keyword ? [keywordCondition(c.keyword)] : [];
  const res = await db.execute(fitmentYears(c, originOf(c), extra, year, rows, max));
  return (res.rows as { year: number | string }[]).map((r) => Number(r.year)).sort((a, b) => a - b);
}
