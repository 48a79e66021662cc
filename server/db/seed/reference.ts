import { fileURLToPath } from 'node:url';
import partsFr from '@common/locales/parts.fr-CA.json';
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

const FRENCH: Readonly<Record<string, string>> = partsFr.parts;

/**
 * The seed's parts with their French names (the reviewed common/locales/parts.fr-CA.json, keyed by
 * the English name). A seed part without one is an error to fix in that file, not a row to guess.
 */
export function seedParts(): { part_name: string; part_name_fr: string }[] {
  return seedPartNames().map((name) => {
    const french = Object.hasOwn(FRENCH, name) ? FRENCH[name]?.trim() : undefined;
    if (!french)
      throw new Error(`The seed part '${name}' has no French name in common/locales/parts.fr-CA.json`);
    return { part_name: name, part_name_fr: french };
  });
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
  const parts = seedParts();
  return db.transaction(async (tx) => {
    const vehiclesAdded = await insertNewVehicles(tx, vehicles);
    const partsAdded = await insertNewParts(tx, parts);
    await recordSeeded(tx, 'vehicle', vehicles);
    await recordSeeded(
      tx,
      'part',
      parts.map((p) => p.part_name),
    );
    return { vehiclesAdded, partsAdded };
  });
}

type TExec = Pick<TDb, 'execute'>;

/** A seed name never inserted before (an admin's rename must not bring the old name back). */
const isNew = (kind: string, column: ReturnType<typeof sql.raw>) =>
  sql`NOT EXISTS (SELECT 1 FROM seeded_names s WHERE s.kind = ${kind} AND s.name = ${column})`;

async function insertNewVehicles(tx: TExec, names: string[]): Promise<number> {
  const inserted = await tx.execute(sql`
    INSERT INTO vehicles (name)
    SELECT n FROM jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) AS n
    WHERE ${isNew('vehicle', sql.raw('n'))}
    ON CONFLICT DO NOTHING
    RETURNING 1`);
  return inserted.rows.length;
}

async function insertNewParts(tx: TExec, parts: { part_name: string; part_name_fr: string }[]) {
  const inserted = await tx.execute(sql`
    INSERT INTO parts (part_name, part_name_fr)
    SELECT p.part_name, p.part_name_fr
    FROM jsonb_to_recordset(${JSON.stringify(parts)}::jsonb) AS p(part_name text, part_name_fr text)
    WHERE ${isNew('part', sql.raw('p.part_name'))}
    ON CONFLICT DO NOTHING
    RETURNING 1`);
  return inserted.rows.length;
}

async function recordSeeded(tx: TExec, kind: string, names: string[]) {
  await tx.execute(sql`
    INSERT INTO seeded_names (kind, name)
    SELECT ${kind}, n FROM jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) AS n
    ON CONFLICT DO NOTHING`);
}
