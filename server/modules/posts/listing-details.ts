import {
  checkPartDetails,
  type TFitment,
  type TPartDetails,
  type TPostFields,
  type TPostUpdateFields,
} from '@common/contracts/posts';
import { AppError } from '@common/errors';
import { MESSAGES, type TMessageKey } from '@common/messages';
import { duplicateFitmentRow, type TFitmentRow } from '@common/rules/fitment';
import { mileageToKm, offersShipping } from '@common/rules/part-details';
import type { TDb } from '../../db/client';
import type { carts } from '../../db/schema';
import { listVehicleNames } from './fitment-repository';

// The part details and fitment rows between the contracts (snake_case, numbers) and the
// cart and post columns (camelCase, numerics as strings): one place for both directions.

type TDetailColumns = Pick<
  typeof carts.$inferInsert,
  | 'condition'
  | 'grade'
  | 'mileageKm'
  | 'warrantyDays'
  | 'delivery'
  | 'shippingPrice'
  | 'oemNumbers'
  | 'donorVin'
>;

/** The details a seller fills in, as the contracts parse them. */
type TDetailsInput = Pick<
  TPostFields,
  | 'condition'
  | 'grade'
  | 'mileage'
  | 'mileage_unit'
  | 'warranty_days'
  | 'delivery'
  | 'shipping_price'
  | 'oem_numbers'
  | 'donor_vin'
>;

/** The columns a cart or a post stores for the details a seller filled in (mileage kept in km). */
export function detailColumns(input: TDetailsInput): Required<TDetailColumns> {
  const shipping = offersShipping(input.delivery);
  return {
    condition: input.condition,
    grade: input.condition === 'used' ? (input.grade ?? null) : null,
    mileageKm: input.mileage == null ? null : mileageToKm(input.mileage, input.mileage_unit),
    warrantyDays: input.warranty_days,
    delivery: input.delivery,
    // Shipping without a price: ask for a quote (null).
    shippingPrice: shipping && input.shipping_price != null ? input.shipping_price.toFixed(2) : null,
    oemNumbers: input.oem_numbers,
    donorVin: input.donor_vin ?? null,
  };
}

/**
 * An edit's details over the post's stored ones: a detail the edit leaves out keeps its value (a
 * client of the spec's edit sends none). The cross-field rules are checked again on the result: a
 * grade sent for a part that is not used, a shipping price sent without shipping.
 */
export function editedDetails(input: TPostUpdateFields, row: Required<TDetailColumns>): TDetailsInput {
  const kept = <T>(sent: T | undefined, stored: T): T => (sent === undefined ? stored : sent);
  const merged: TDetailsInput = {
    condition: kept(input.condition, row.condition),
    grade: kept(input.grade, row.grade),
    mileage: input.mileage === undefined ? row.mileageKm : input.mileage,
    mileage_unit: input.mileage === undefined ? 'km' : input.mileage_unit,
    warranty_days: kept(input.warranty_days, row.warrantyDays),
    delivery: kept(input.delivery, row.delivery),
    shipping_price: kept(input.shipping_price, row.shippingPrice == null ? null : Number(row.shippingPrice)),
    oem_numbers: kept(input.oem_numbers, row.oemNumbers),
    donor_vin: kept(input.donor_vin, row.donorVin),
  };
  const sent = { ...merged, grade: input.grade, shipping_price: input.shipping_price };
  checkPartDetails(sent, {
    addIssue: (issue) => {
      const key = (typeof issue === 'string' ? issue : String(issue.message)) as TMessageKey;
      const field = typeof issue === 'string' ? 'condition' : String(issue.path?.[0] ?? 'condition');
      throw new AppError('VALIDATION', MESSAGES[key], { [field]: key });
    },
  });
  return merged;
}

/**
 * An edit's rows when it sends none (the spec's year and vehicle_id only): the post's rows, the first
 * one replaced by year..year of vehicle_id unless it is still that model starting at that year.
 */
export function editedRows(stored: readonly TFitmentRow[], year: number, vehicleId: number): TFitmentRow[] {
  const first = stored[0];
  if (first && first.vehicle_id === vehicleId && first.year_from === year) return [...stored];
  const rows = [{ vehicle_id: vehicleId, year_from: year, year_to: year }, ...stored.slice(1)];
  const dup = duplicateFitmentRow(rows);
  if (dup >= 0) {
    throw new AppError('VALIDATION', MESSAGES.fitmentDuplicate, { [`fitments.${dup}`]: 'fitmentDuplicate' });
  }
  return rows;
}

/** The details as the answers show them, from a cart's or a post's row. */
export function partDetailsOf(row: Required<TDetailColumns>): TPartDetails {
  return {
    condition: row.condition ?? 'used',
    grade: row.grade ?? null,
    mileage_km: row.mileageKm == null ? null : Number(row.mileageKm),
    warranty_days: Number(row.warrantyDays ?? 0),
    delivery: row.delivery ?? 'pickup',
    shipping_price: row.shippingPrice == null ? null : Number(row.shippingPrice),
    oem_numbers: row.oemNumbers ?? [],
    donor_vin: row.donorVin ?? null,
  };
}

/** The catalog names of these vehicles, by id. */
export async function vehicleNames(db: TDb, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await listVehicleNames(db, unique);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The rows with their models' names; what zod cannot check: every row names a catalog model (a
 * 400 saying which row otherwise: for a post of one row, the spec's "select a manufacturer and model").
 */
export async function namedFitments(db: TDb, rows: readonly TFitmentRow[]): Promise<TFitment[]> {
  const names = await vehicleNames(
    db,
    rows.map((r) => r.vehicle_id),
  );
  return rows.map((r, i) => {
    const name = names.get(r.vehicle_id);
    if (name === undefined) {
      const key = rows.length === 1 ? 'modelRequired' : 'fitmentModelUnknown';
      const fields: Record<string, string> = { [`fitments.${i}.vehicle_id`]: key };
      if (i === 0) fields.vehicle_id = key;
      throw new AppError('VALIDATION', MESSAGES[key], fields);
    }
    return { vehicle_id: r.vehicle_id, vehicle_name: name, year_from: r.year_from, year_to: r.year_to };
  });
}

/** A cart's stored rows (jsonb), as written by createCart; the spec's year and vehicle for none. */
export function storedFitments(cart: { fitments: unknown; vehicleId: number; year: number }): TFitmentRow[] {
  const rows = Array.isArray(cart.fitments) ? (cart.fitments as TFitmentRow[]) : [];
  return rows.length > 0 ? rows : [{ vehicle_id: cart.vehicleId, year_from: cart.year, year_to: cart.year }];
}
