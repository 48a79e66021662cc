import type { TVehicle } from '@common/contracts/catalog';
import { modelsOf, splitVehicleName } from '@common/vehicles';

/** The manufacturer of the vehicle with this id, when the list has it. */
export function manufacturerOfVehicle(vehicles: readonly TVehicle[], id: number | null): string | null {
  if (id === null) return null;
  const vehicle = vehicles.find((v) => v.id === id);
  return vehicle ? splitVehicleName(vehicle.name).manufacturer : null;
}

/** One manufacturer's models as select options, each valued by its vehicle id. */
export function modelOptions(vehicles: readonly TVehicle[], manufacturer: string | null) {
  if (!manufacturer) return [];
  return modelsOf(vehicles, manufacturer).map((v) => ({
    value: v.id,
    label: splitVehicleName(v.name).model || v.name,
  }));
}
