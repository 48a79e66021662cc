// Distances: the server measures in metres; people read miles (the default) or kilometres.

export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type TDistanceUnit = (typeof DISTANCE_UNITS)[number];
export const DEFAULT_DISTANCE_UNIT: TDistanceUnit = 'mi';

/** Countries whose people read road distances in miles; everywhere else (Canada included) reads km. */
const MILE_COUNTRIES = new Set(['united states', 'us', 'usa', 'united kingdom', 'uk', 'gb']);

/** The unit a person in this country expects before they choose one (a profile's country, as typed). */
export function distanceUnitForCountry(country: string | null | undefined): TDistanceUnit {
  return MILE_COUNTRIES.has((country ?? '').trim().toLowerCase()) ? 'mi' : 'km';
}

/** The radius choices of the search form, in the searcher's unit. */
export const RADIUS_CHOICES = [25, 50, 100, 250, 500] as const;
/** The largest radius the API takes (in either unit): a continent, beyond which 'any distance' is meant. */
export const RADIUS_MAX = 5000;

const METRES_PER_UNIT: Record<TDistanceUnit, number> = { mi: 1609.344, km: 1000 };

/** A distance in the given unit, from metres. */
export function fromMetres(metres: number, unit: TDistanceUnit): number {
  return metres / METRES_PER_UNIT[unit];
}

/** Metres, from a distance in the given unit. */
export function toMetres(distance: number, unit: TDistanceUnit): number {
  return distance * METRES_PER_UNIT[unit];
}
