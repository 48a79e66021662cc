import { createHash } from 'node:crypto';
import { type TPartList, ZPartList, ZVehicleList } from '@common/contracts/catalog';
import { frenchPartNames, type TFrenchPartNames } from '@common/i18n/part-names';
import type { TDb } from '../../db/client';
import * as repo from './repository';

/** A list ready to send: its JSON text (checked against its schema once) and an ETag. */
export interface TCachedList {
  json: string;
  etag: string;
}

interface TEntry {
  at: number;
  value: Promise<TCachedList>;
}

// Every page load asks for the whole vehicle and part lists, which change only when an admin edits
// them. Each instance keeps the serialized lists for a short time; an edit on any instance clears
// them everywhere at once (a notification on the database's channel).
export const CATALOG_TTL_MS = 30_000;
const cache = new WeakMap<TDb, Map<'vehicles' | 'parts', TEntry>>();

function cached(db: TDb, key: 'vehicles' | 'parts', load: () => Promise<unknown>): Promise<TCachedList> {
  let byKey = cache.get(db);
  if (!byKey) {
    byKey = new Map();
    cache.set(db, byKey);
  }
  const hit = byKey.get(key);
  if (hit && Date.now() - hit.at < CATALOG_TTL_MS) return hit.value;
  const value = load().then((rows) => {
    const json = JSON.stringify(rows);
    return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
  });
  // A failed load is not kept: the next request tries again.
  value.catch(() => byKey.delete(key));
  byKey.set(key, { at: Date.now(), value });
  return value;
}

/** Every vehicle as [{id, name}], ordered by name ascending (all rows: no two-range read needed). */
export function getVehicles(db: TDb): Promise<TCachedList> {
  return cached(db, 'vehicles', async () => ZVehicleList.parse(await repo.listVehicles(db)));
}

/** Every part type as [{id, part_name, part_name_fr}], ordered by part_name ascending. */
export function getParts(db: TDb): Promise<TCachedList> {
  return cached(db, 'parts', async () => ZPartList.parse(await repo.listParts(db)));
}

const frenchOf = new WeakMap<TCachedList, TFrenchPartNames>();

/**
 * The part types' French names, keyed by English name, from the part list this instance keeps:
 * what the pages and emails it renders show in French (an admin's edit drops the list everywhere).
 */
export async function getFrenchPartNames(db: TDb): Promise<TFrenchPartNames> {
  const list = await getParts(db);
  let names = frenchOf.get(list);
  if (!names) {
    names = frenchPartNames(JSON.parse(list.json) as TPartList);
    frenchOf.set(list, names);
  }
  return names;
}

/** Forgets the cached lists after an edit, so this instance serves the change at once. */
export function invalidateCatalog(db: TDb): void {
  cache.delete(db);
}
