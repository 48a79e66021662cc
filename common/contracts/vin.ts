import { z } from 'zod';

// GET /api/vin/{vin}: a VIN decoded offline from the NHTSA vPIC data (server/modules/vin), mapped
// onto the catalog's 'Manufacturer - Model' names. Refusals (a bad VIN) are 400s whose message
// names the rule broken (common/rules/vin.ts).

export const ZCatalogVehicle = z.object({ vehicle_id: z.number().int(), name: z.string() });

export const ZVinDecode = z.object({
  /** The VIN as decoded (upper case, no spaces or dashes). */
  vin: z.string(),
  /** A warning that did not stop the decoding (a wrong check digit outside North America), as a message key. */
  warning: z.string().nullable(),
  /** The model year from position 10. */
  year: z.number().int().nullable(),
  /** vPIC's make and model names, and trim, engine, body and drive where known. */
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  engine: z.string().nullable(),
  body: z.string().nullable(),
  drive: z.string().nullable(),
  /** The catalog model it maps onto, or null (then `suggestions` holds the closest names). */
  vehicle: ZCatalogVehicle.nullable(),
  /** The closest catalog models when the decoded one has no exact match (at most 5, best first). */
  suggestions: z.array(ZCatalogVehicle),
});
export type TVinDecode = z.infer<typeof ZVinDecode>;
