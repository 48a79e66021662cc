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
    .select({ id: parts.id, part_name: parts.partName })
    .from(parts)
    .orderBy(sql`lower(${parts.partName}) COLLATE "C"`, parts.id);
}
