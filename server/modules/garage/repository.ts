import type { TGarageVehicle } from '@common/contracts/garage';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

type TExec = Pick<TDb, 'execute'>;

/** A garage row to insert (year, model and VIN already checked). */
export interface TGarageRow {
  year: number;
  vehicle_id: number;
  vin: string | null;
}

/** The user's vehicles, oldest first, with the catalog's name. */
export async function listGarage(db: TExec, userId: string): Promise<TGarageVehicle[]> {
  const res = await db.execute(sql`
    SELECT g.id, g.year, g.vehicle_id, v.name AS vehicle_name, g.vin
    FROM garage_vehicles g JOIN vehicles v ON v.id = g.vehicle_id
    WHERE g.user_id = ${userId}
    ORDER BY g.created_at, g.id`);
  return res.rows as unknown as TGarageVehicle[];
}

/**
 * Serializes one user's garage writes for the rest of the transaction, so two tabs adding at once
 * cannot both pass the GARAGE_MAX count. (The one-key advisory lock space is apart from the
 * favourites' two-key locks.)
 */
export async function lockGarage(tx: TExec, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`garage:${userId}`}, 0))`);
}

/** Which of these catalog ids exist. */
export async function existingVehicleIds(db: TExec, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const res = await db.execute(sql`SELECT id FROM vehicles WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
  return new Set((res.rows as { id: number }[]).map((r) => r.id));
}

/** Inserts rows the user does not have yet (same model and year); answers the new rows' ids. */
export async function insertGarageRows(tx: TExec, userId: string, rows: readonly TGarageRow[]) {
  if (rows.length === 0) return [];
  const values = sql.join(
    rows.map((r) => sql`(${userId}, ${r.vehicle_id}::int, ${r.year}::int, ${r.vin})`),
    sql`, `,
  );
  const res = await tx.execute(sql`
    INSERT INTO garage_vehicles (user_id, vehicle_id, year, vin) VALUES ${values}
    ON CONFLICT ON CONSTRAINT garage_vehicles_user_vehicle_year_uq DO NOTHING
    RETURNING id`);
  return (res.rows as { id: number }[]).map((r) => r.id);
}

/** Deletes the user's own vehicle; false when they have no such row. */
export async function deleteGarageVehicle(db: TExec, userId: string, id: number): Promise<boolean> {
  const res = await db.execute(
    sql`DELETE FROM garage_vehicles WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  return res.rows.length > 0;
}
