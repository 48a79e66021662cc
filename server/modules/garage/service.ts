import { GARAGE_MAX, type TGarage, type TGarageVehicle } from '@common/contracts/garage';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { checkVin } from '@common/rules/vin';
import type { FastifyInstance } from 'fastify';
import type { TSessionUser } from '../../plugins/auth-session';
import * as repo from './repository';

type TApp = Pick<FastifyInstance, 'db' | 'clock'>;

/** A vehicle as the routes read it (the contract's ZGarageVehicleInput, parsed). */
export interface TGarageInput {
  year: number;
  vehicle_id: number;
  vin?: string | null;
}

/** The checked row, or the message key of the first rule it breaks and the field it is about. */
function checkInput(
  app: TApp,
  input: TGarageInput,
): repo.TGarageRow | { field: string; key: keyof typeof MESSAGES } {
  // The schema bounds the year to the column's range; a vehicle is at most next year's model.
  if (input.year > app.clock().getFullYear() + 1) return { field: 'year', key: 'yearInvalid' };
  const typed = input.vin?.trim() ?? '';
  if (typed === '') return { year: input.year, vehicle_id: input.vehicle_id, vin: null };
  const check = checkVin(typed);
  if (check.error) return { field: 'vin', key: check.error };
  return { year: input.year, vehicle_id: input.vehicle_id, vin: check.vin };
}

/** The signed-in user's garage, oldest first. */
export async function getGarage(app: TApp, user: TSessionUser): Promise<TGarage> {
  return { vehicles: await repo.listGarage(app.db, user.id) };
}

/**
 * Adds a vehicle to the user's garage: a known model, a year up to next year, a valid VIN if any;
 * not one they have (same model and year), and not past GARAGE_MAX.
 */
export async function addGarageVehicle(
  app: TApp,
  user: TSessionUser,
  input: TGarageInput,
): Promise<TGarageVehicle> {
  const row = checkInput(app, input);
  if ('key' in row) throw new AppError('VALIDATION', MESSAGES[row.key], { [row.field]: row.key });
  const known = await repo.existingVehicleIds(app.db, [row.vehicle_id]);
  if (!known.has(row.vehicle_id)) {
    throw new AppError('VALIDATION', MESSAGES.vehicleNotFound, { vehicle_id: 'vehicleNotFound' });
  }
  const id = await app.db.transaction(async (tx) => {
    await repo.lockGarage(tx, user.id);
    const garage = await repo.listGarage(tx, user.id);
    if (garage.some((v) => v.vehicle_id === row.vehicle_id && v.year === row.year)) {
      throw new AppError('CONFLICT', MESSAGES.garageVehicleExists);
    }
    if (garage.length >= GARAGE_MAX) throw new AppError('CONFLICT', MESSAGES.garageFull);
    const [inserted] = await repo.insertGarageRows(tx, user.id, [row]);
    if (inserted === undefined) throw new AppError('CONFLICT', MESSAGES.garageVehicleExists);
    return inserted;
  });
  const added = (await repo.listGarage(app.db, user.id)).find((v) => v.id === id);
  if (!added) throw new AppError('NOT_FOUND', MESSAGES.garageVehicleNotFound); // removed meanwhile
  return added;
}

/** Removes one of the user's own vehicles (anyone else's, or none, is a 404); answers the garage left. */
export async function removeGarageVehicle(app: TApp, user: TSessionUser, id: number): Promise<TGarage> {
  if (!(await repo.deleteGarageVehicle(app.db, user.id, id))) {
    throw new AppError('NOT_FOUND', MESSAGES.garageVehicleNotFound);
  }
  return getGarage(app, user);
}

/**
 * Carries a visitor's browser list into the account at sign-in, in one transaction: the vehicles it
 * does not hold yet, in order, until GARAGE_MAX. One the account could not take (an unknown model,
 * a bad VIN or year, a repeat) is skipped, so one stale entry does not keep the rest out.
 */
export async function mergeGarage(app: TApp, user: TSessionUser, inputs: TGarageInput[]): Promise<TGarage> {
  const checked = inputs.map((i) => checkInput(app, i)).filter((r): r is repo.TGarageRow => !('key' in r));
  const known = await repo.existingVehicleIds(app.db, [...new Set(checked.map((r) => r.vehicle_id))]);
  const vehicles = await app.db.transaction(async (tx) => {
    await repo.lockGarage(tx, user.id);
    const garage = await repo.listGarage(tx, user.id);
    const taken = new Set(garage.map((v) => `${v.vehicle_id}:${v.year}`));
    const rows: repo.TGarageRow[] = [];
    for (const row of checked) {
      const key = `${row.vehicle_id}:${row.year}`;
      if (!known.has(row.vehicle_id) || taken.has(key)) continue;
      if (garage.length + rows.length >= GARAGE_MAX) break;
      taken.add(key);
      rows.push(row);
    }
    await repo.insertGarageRows(tx, user.id, rows);
    return repo.listGarage(tx, user.id);
  });
  return { vehicles };
}
