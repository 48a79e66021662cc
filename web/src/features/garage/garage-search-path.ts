import { PATHS } from '@common/app-paths';
import { splitVehicleName } from '@common/vehicles';

/**
 * The home search for a garage vehicle, its filters written as the search form writes them
 * (common/contracts/search-filters.ts): the year, the manufacturer and the model.
 */
export function garageSearchPath(v: { year: number; vehicle_id: number; vehicle_name: string }): string {
  const params = new URLSearchParams({
    search_year: String(v.year),
    search_manufacturer: splitVehicleName(v.vehicle_name).manufacturer,
    search_make: String(v.vehicle_id),
  });
  return `${PATHS.home}?${params}`;
}
