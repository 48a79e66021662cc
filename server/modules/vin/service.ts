import type { TVehicle } from '@common/contracts/catalog';
import type { TVinDecode } from '@common/contracts/vin';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { checkVin } from '@common/rules/vin';
import type { TDb } from '../../db/client';
import { getVehicles, type TCachedList } from '../catalog/service';
import { buildCatalogIndex, mapToCatalog, type TCatalogIndex } from './catalog-map';
import { decodeVinRaw } from './decoder';

// The catalog's cached list (catalog/service.ts, dropped on every admin edit) indexed once per version.
const indexes = new WeakMap<TCachedList, TCatalogIndex>();

async function catalogIndex(db: TDb): Promise<TCatalogIndex> {
  const list = await getVehicles(db);
  let index = indexes.get(list);
  if (!index) {
    index = buildCatalogIndex(JSON.parse(list.json) as TVehicle[]);
    indexes.set(list, index);
  }
  return index;
}

/**
 * Checks and decodes a VIN offline: a broken rule is a 400 naming it (fields.vin holds its message
 * key); a maker the vPIC table does not hold is a 404 'vinNotDecoded'; otherwise the year, vPIC's
 * names and the catalog vehicle they map onto, or the closest catalog names.
 */
export async function decodeVin(app: { db: TDb; clock: () => Date }, input: string): Promise<TVinDecode> {
  const check = checkVin(input);
  if (check.error) throw new AppError('BAD_REQUEST', MESSAGES[check.error], { vin: check.error });
  const raw = decodeVinRaw(check.vin, app.clock());
  if (!raw.make) throw new AppError('NOT_FOUND', MESSAGES.vinNotDecoded, { vin: 'vinNotDecoded' });
  const { vehicle, suggestions } = mapToCatalog(await catalogIndex(app.db), raw);
  return {
    vin: check.vin,
    warning: check.warning,
    year: raw.year,
    make: raw.make,
    model: raw.model,
    trim: raw.trim ?? raw.series,
    engine: raw.engine,
    body: raw.body,
    drive: raw.drive,
    vehicle,
    suggestions,
  };
}
