import type { TFitmentRow } from '@common/rules/fitment';
import { asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { postFitments, vehicles } from '../../db/schema';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

// A post's fitment rows. Code writes only post_id, position, vehicle_id and the years: the triggers
// of migration 0014 fill the copies of the post's search columns.

/** Inserts the rows at positions 0.. (the first being the post's year and vehicle_id). */
export async function insertFitmentRows(tx: TTx, postId: number, rows: readonly TFitmentRow[]) {
  if (rows.length === 0) return;
  await tx.insert(postFitments).values(
    rows.map((r, position) => ({
      postId,
      position,
      vehicleId: r.vehicle_id,
      yearFrom: r.year_from,
      yearTo: r.year_to,
    })),
  );
}

/** Replaces the post's rows with these, in the caller's transaction. */
export async function replaceFitmentRows(tx: TTx, postId: number, rows: readonly TFitmentRow[]) {
  await tx.delete(postFitments).where(eq(postFitments.postId, postId));
  await insertFitmentRows(tx, postId, rows);
}

/** The post's rows in order (a renewal's cart carries them, as the post keeps them). */
export function listFitmentRows(db: TDb | TTx, postId: number): Promise<TFitmentRow[]> {
  return db
    .select({
      vehicle_id: postFitments.vehicleId,
      year_from: postFitments.yearFrom,
      year_to: postFitments.yearTo,
    })
    .from(postFitments)
    .where(eq(postFitments.postId, postId))
    .orderBy(asc(postFitments.position));
}

/** The ids and catalog names of these vehicles (none for an id the catalog does not have). */
export function listVehicleNames(db: TDb, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: vehicles.id, name: vehicles.name })
    .from(vehicles)
    .where(inArray(vehicles.id, [...ids]));
}
