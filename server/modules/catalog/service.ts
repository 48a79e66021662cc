import type { TPart, TVehicle } from '@common/contracts/catalog';
import type { TDb } from '../../db/client';
import * as repo from './repository';

/** Every vehicle, ordered by name ascending (all rows: the spec's two-range read is not needed). */
export function getVehicles(db: TDb): Promise<TVehicle[]> {
  return repo.listVehicles(db);
}

/** Every part type, ordered by part_name ascending. */
export function getParts(db: TDb): Promise<TPart[]> {
  return repo.listParts(db);
}
