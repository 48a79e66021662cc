import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { parts, vehicles } from '../../db/schema';

// Ordered case-insensitively by bytes (COLLATE "C"), so PGlite and every PostgreSQL server,
// whatever its locale, give the same order.
export function listVehicles(db: TDb) {
  return db
    .select({ id: vehicles.id, name: vehicles.name })
    .from(vehicles)
    .orderBy(sql`lower(${vehicles.name}) COLLATE "C"`, vehicles.id);
}

export function listParts(db: TDb) {
  return db
    .select({ id: parts.id, part_name: parts.partName, part_name_fr: parts.partNameFr })
    .from(parts)
    .orderBy(sql`lower(${parts.partName}) COLLATE "C"`, parts.id);
}

type TExec = Pick<TDb, 'execute'>;

/** Channel on which an edit tells every instance to drop its cached lists. */
export const CATALOG_CHANNEL = 'partsyard_catalog';

export async function notifyCatalogChanged(tx: TExec) {
  await tx.execute(sql`SELECT pg_notify(${CATALOG_CHANNEL}, 'changed')`);
}

/** Another vehicle with this name, compared without regard to case. */
export async function findVehicleByName(db: TExec, name: string, exceptId?: number) {
  const res = await db.execute(
    sql`SELECT id, name FROM vehicles WHERE lower(name) = lower(${name}) AND id <> ${exceptId ?? 0} LIMIT 1`,
  );
  return res.rows[0] as { id: number; name: string } | undefined;
}

export async function findPartByName(db: TExec, name: string, exceptId?: number) {
  const res = await db.execute(
    sql`SELECT id, part_name FROM parts WHERE lower(part_name) = lower(${name}) AND id <> ${exceptId ?? 0} LIMIT 1`,
  );
  return res.rows[0] as { id: number; part_name: string } | undefined;
}

export async function vehicleById(db: TExec, id: number) {
  const res = await db.execute(sql`SELECT id, name FROM vehicles WHERE id = ${id} FOR UPDATE`);
  return res.rows[0] as { id: number; name: string } | undefined;
}

type TPartRow = { id: number; part_name: string; part_name_fr: string };

export async function partById(db: TExec, id: number) {
  const res = await db.execute(
    sql`SELECT id, part_name, part_name_fr FROM parts WHERE id = ${id} FOR UPDATE`,
  );
  return res.rows[0] as TPartRow | undefined;
}

/** Inserts unless the name exists (any case): the unique index decides, so two admins cannot both add it. */
export async function insertVehicle(tx: TExec, name: string) {
  const res = await tx.execute(
    sql`INSERT INTO vehicles (name) VALUES (${name}) ON CONFLICT DO NOTHING RETURNING id, name`,
  );
  return res.rows[0] as { id: number; name: string } | undefined;
}

export async function insertPart(tx: TExec, part: { part_name: string; part_name_fr: string }) {
  const res = await tx.execute(
    sql`INSERT INTO parts (part_name, part_name_fr) VALUES (${part.part_name}, ${part.part_name_fr})
        ON CONFLICT DO NOTHING RETURNING id, part_name, part_name_fr`,
  );
  return res.rows[0] as TPartRow | undefined;
}

export async function renameVehicle(tx: TExec, id: number, name: string) {
  const res = await tx.execute(sql`UPDATE vehicles SET name = ${name} WHERE id = ${id} RETURNING id, name`);
  return res.rows[0] as { id: number; name: string } | undefined;
}

export async function renamePart(tx: TExec, id: number, part: { part_name: string; part_name_fr: string }) {
  const res = await tx.execute(
    sql`UPDATE parts SET part_name = ${part.part_name}, part_name_fr = ${part.part_name_fr}
        WHERE id = ${id} RETURNING id, part_name, part_name_fr`,
  );
  return res.rows[0] as TPartRow | undefined;
}
