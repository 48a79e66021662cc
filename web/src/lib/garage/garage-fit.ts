import { rowFits, type TFitmentRow } from '@common/rules/fitment';
import { splitVehicleName } from '@common/vehicles';

/** The garage vehicle as the fit and the label need it. */
export interface TGarageVehicleRef {
  year: number;
  vehicle_id: number;
  vehicle_name: string;
}

/**
 * The first garage vehicle (in the garage's order) that any of a post's fitment rows covers, or null:
 * the card's and the post page's "Fits your 2012 Honda Civic".
 */
export function garageFit<T extends Pick<TGarageVehicleRef, 'year' | 'vehicle_id'>>(
  fitments: readonly TFitmentRow[],
  vehicles: readonly T[],
): T | null {
  return (
    vehicles.find((v) => fitments.some((row) => rowFits(row, { year: v.year, vehicle_id: v.vehicle_id }))) ??
    null
  );
}

/** A garage vehicle as people say it: '2012 Honda Civic' (the catalog's ' - ' becomes a space). */
export function garageVehicleLabel(v: Pick<TGarageVehicleRef, 'year' | 'vehicle_name'>): string {
  const { manufacturer, model } = splitVehicleName(v.vehicle_name);
  return [String(v.year), manufacturer, model].filter(Boolean).join(' ');
}
