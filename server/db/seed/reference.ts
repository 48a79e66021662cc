import { fileURLToPath } from 'node:url';
import { joinVehicleName } from '@common/vehicles';
import { sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { readSeedCsv } from './csv';

const dataFile = (name: string) => fileURLToPath(new URL(`./data/${name}`, import.meta.url));

/** The vehicle names of the seed file, 'Manufacturer - Model'. */
export function seedVehicleNames(): string[] {
  return readSeedCsv(dataFile('vehicles.csv')).map((r) =>
    joinVehicleName(r.manufacturer ?? '', r.model ?? ''),
  );
}

/** The part names of the seed file. */
export function seedPartNames(): string[] {
  return readSeedCsv(dataFile('parts.csv')).map((r) => r.part_name ?? '');
}

export interface TSeedResult {
  vehiclesAdded: number;
  partsAdded: number;
}

/**
 * Inserts the reference rows the database has never had. Idempotent: each seed name is recorded in
 * seeded_names, so a restart adds only rows new to the files and never revives one an admin renamed.
 */
export async function seedReferenceData(db: TDb): Promise<TSeedResult> {
  const vehicles = seedVehicleNames();
  const parts = seedPartNames();
  return db.transaction(async (tx) => {
    const vehiclesAdded = await insertNew(tx, 'vehicle', 'vehicles', 'name', vehicles);
    const partsAdded = await insertNew(tx, 'part', 'parts', 'part_name', parts);
    return { vehiclesAdded, partsAdded };
  });
}

async function insertNew(
  tx: Pick<TDb, 'execute'>,
  kind: string,
  table: 'vehicles' | 'parts',
  column: 'name' | 'part_name',
  names: string[],
): Promise<number> {
  const list = sql`${JSON.stringify(names)}::jsonb`;
  const inserted = await tx.execute(sql`
    INSERT INTO ${sql.identifier(table)} (${sql.identifier(column)})
    SELECT n FROM jsonb_array_elements_text(${list}) AS n
    WHERE NOT EXISTS (SELECT 1 FROM seeded_names s WHERE s.kind = ${kind} AND s.name = n)
    ON CONFLICT DO NOTHING
    RETURNING 1`);
  await tx.execute(sql`
    INSERT INTO seeded_names (kind, name)
    SELECT ${kind}, n FROM jsonb_array_elements_text(${list}) AS n
    ON CONFLICT DO NOTHING`);
  return inserted.rows.length;
}
