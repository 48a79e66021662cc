import { z } from 'zod';
import { GARAGE_MAX, YEAR_LOWER_BOUND } from '../constants';
import { ZInt, ZRowId } from './ids';
import { YEAR_MAX } from './posts';

// My Garage: a buyer's own vehicles, a year and a catalog model each (entered by hand or
// from a decoded VIN). Signed-in users keep them on their account (/api/garage); visitors keep them
// in the browser, and those are added to the account when they sign in (POST /api/garage/merge).

/** The most vehicles a garage holds (in common/constants.ts: the browser reads it without zod). */
export { GARAGE_MAX } from '../constants';

export const ZGarageVehicleInput = z.object({
  year: ZInt('yearInvalid', { min: YEAR_LOWER_BOUND, max: YEAR_MAX }),
  vehicle_id: ZRowId('modelRequired'),
  /** The VIN it was decoded from, if any (checked with common/rules/vin.ts). */
  vin: z.string().max(40, 'vinLength').nullable().optional(),
});
export type TGarageVehicleInput = z.input<typeof ZGarageVehicleInput>;

export const ZGarageVehicle = z.object({
  id: z.number().int(),
  year: z.number().int(),
  vehicle_id: z.number().int(),
  vehicle_name: z.string(),
  vin: z.string().nullable(),
});
export type TGarageVehicle = z.infer<typeof ZGarageVehicle>;

export const ZGarage = z.object({ vehicles: z.array(ZGarageVehicle) });
export type TGarage = z.infer<typeof ZGarage>;

/** A visitor's vehicles carried over at sign-in (duplicates and vehicles past GARAGE_MAX are dropped). */
export const ZGarageMerge = z.object({
  vehicles: z.array(ZGarageVehicleInput).max(GARAGE_MAX * 2, 'garageFull'),
});
