// Vehicle names are 'Manufacturer - Model' (docs/PRODUCT.md §3); these helpers split and group them.

export const VEHICLE_NAME_SEPARATOR = ' - ';

export interface TVehicleNameParts {
  manufacturer: string;
  model: string;
}

/** Splits 'Manufacturer - Model' at the first separator; a name without one is all manufacturer. */
export function splitVehicleName(name: string): TVehicleNameParts {
  const at = name.indexOf(VEHICLE_NAME_SEPARATOR);
  if (at < 0) return { manufacturer: name.trim(), model: '' };
  return {
    manufacturer: name.slice(0, at).trim(),
    model: name.slice(at + VEHICLE_NAME_SEPARATOR.length).trim(),
  };
}

/** Joins a manufacturer and a model into the stored name. */
export function joinVehicleName(manufacturer: string, model: string): string {
  return `${manufacturer.trim()}${VEHICLE_NAME_SEPARATOR}${model.trim()}`;
}

/** The distinct manufacturers of a vehicle list, sorted. */
export function manufacturersOf(vehicles: readonly { name: string }[]): string[] {
  const set = new Set(vehicles.map((v) => splitVehicleName(v.name).manufacturer));
  return [...set].sort((a, b) => a.localeCompare(b));
}

/** The vehicles of one manufacturer, keeping their order. */
export function modelsOf<T extends { name: string }>(vehicles: readonly T[], manufacturer: string): T[] {
  return vehicles.filter((v) => splitVehicleName(v.name).manufacturer === manufacturer);
}
