import type { TAlertMode } from '@common/contracts/saved-searches';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import type { TSearchColumns } from './search-columns';

type TExec = Pick<TDb, 'execute'>;

/** A saved search as its owner's list reads it. */
export interface TSavedSearchRow {
  id: number;
  name: string;
  alert: TAlertMode;
  query: string;
  lat: number | null;
  lng: number | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = sql`id, name, alert, query, lat, lng,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at`;

/** The user's saved searches, newest first. */
export async function listSavedSearches(db: TExec, userId: string): Promise<TSavedSearchRow[]> {
  const res = await db.execute(sql`
    SELECT ${COLUMNS} FROM saved_searches WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC`);
  return res.rows as unknown as TSavedSearchRow[];
}

/** One of the user's own saved searches (anyone else's is none). */
export async function findSavedSearch(
  db: TExec,
  userId: string,
  id: number,
): Promise<TSavedSearchRow | null> {
  const res = await db.execute(
    sql`SELECT ${COLUMNS} FROM saved_searches WHERE id = ${id} AND user_id = ${userId}`,
  );
  return (res.rows[0] as unknown as TSavedSearchRow | undefined) ?? null;
}

/** Serializes one user's saves for the rest of the transaction (two tabs cannot both pass the cap). */
export async function lockUserSearches(tx: TExec, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`saved-searches:${userId}`}, 0))`);
}

export async function countSavedSearches(db: TExec, userId: string): Promise<number> {
  const res = await db.execute(sql`SELECT count(*)::int AS n FROM saved_searches WHERE user_id = ${userId}`);
  return (res.rows[0] as { n: number }).n;
}

/** Whether these catalog ids exist (an absent id is true). */
export async function catalogIdsExist(
  db: TExec,
  ids: { vehicleId: number | null; partId: number | null },
): Promise<{ vehicle: boolean; part: boolean }> {
  const res = await db.execute(sql`
    SELECT ${ids.vehicleId}::int IS NULL OR EXISTS (SELECT 1 FROM vehicles WHERE id = ${ids.vehicleId}::int) AS vehicle,
      ${ids.partId}::int IS NULL OR EXISTS (SELECT 1 FROM parts WHERE id = ${ids.partId}::int) AS part`);
  return res.rows[0] as { vehicle: boolean; part: boolean };
}

export async function insertSavedSearch(
  tx: TExec,
  row: TSearchColumns & { userId: string; name: string; alert: TAlertMode },
): Promise<number> {
  const res = await tx.execute(sql`
    INSERT INTO saved_searches (user_id, name, alert, query, year, vehicle_id, manufacturer, part_id,
      keyword, keyword_oem, condition, grade, warranty_days, shipping, near, lat, lng, radius_m)
    VALUES (${row.userId}, ${row.name}, ${row.alert}, ${row.query}, ${row.year}::int, ${row.vehicleId}::int,
      ${row.manufacturer}, ${row.partId}::int, ${row.keyword}, ${row.keywordOem},
      ${row.condition}::part_condition, ${row.grade}::part_grade, ${row.warrantyDays}::int, ${row.shipping},
      ${row.near}, ${row.lat}::float8, ${row.lng}::float8, ${row.radiusM}::float8)
    RETURNING id`);
  return (res.rows[0] as { id: number }).id;
}

/** Renames the user's own saved search or changes its alert; false when they have no such row. */
export async function updateSavedSearch(
  db: TExec,
  userId: string,
  id: number,
  change: { name?: string; alert?: TAlertMode },
  now: Date,
): Promise<boolean> {
  const res = await db.execute(sql`
    UPDATE saved_searches SET name = coalesce(${change.name ?? null}, name),
      alert = coalesce(${change.alert ?? null}::saved_search_alert, alert), updated_at = ${now.toISOString()}
    WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
  return res.rows.length > 0;
}

/** Deletes the user's own saved search; false when they have no such row. */
export async function deleteSavedSearch(db: TExec, userId: string, id: number): Promise<boolean> {
  const res = await db.execute(
    sql`DELETE FROM saved_searches WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  return res.rows.length > 0;
}
