import type { TPart, TVehicle } from '@common/contracts/catalog';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { pgCode } from '../../db/pg-code';
import { recordAudit } from '../../lib/audit';
import type { TSessionUser } from '../../plugins/auth-session';
import * as repo from './repository';
import { invalidateCatalog } from './service';

type TApp = Pick<FastifyInstance, 'db'>;

/** A unique-index violation: another admin added the same name between our check and our write. */
const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';

/**
 * Runs an edit of the lists in a transaction with its audit entry and a notification that makes
 * every instance drop its cached lists at commit; this instance drops its own at once after.
 */
async function edit<T>(
  app: TApp,
  /** The sentence for a name that exists (the unique index caught a race our check could not). */
  exists: string,
  work: (tx: Parameters<Parameters<TApp['db']['transaction']>[0]>[0]) => Promise<T>,
) {
  try {
    const result = await app.db.transaction(async (tx) => {
      const out = await work(tx);
      await repo.notifyCatalogChanged(tx);
      return out;
    });
    invalidateCatalog(app.db);
    return result;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', exists);
    throw err;
  }
}

export function addVehicle(app: TApp, admin: TSessionUser, name: string): Promise<TVehicle> {
  return edit(app, MESSAGES.vehicleExists, async (tx) => {
    const row = await repo.insertVehicle(tx, name);
    if (!row) throw new AppError('CONFLICT', MESSAGES.vehicleExists);
    await recordAudit(tx, admin, {
      action: 'vehicle.add',
      targetType: 'vehicle',
      targetId: row.id,
      details: row.name,
    });
    return { id: Number(row.id), name: row.name };
  });
}

export function renameVehicle(app: TApp, admin: TSessionUser, id: number, name: string): Promise<TVehicle> {
  return edit(app, MESSAGES.vehicleExists, async (tx) => {
    const before = await repo.vehicleById(tx, id);
    if (!before) throw new AppError('NOT_FOUND', MESSAGES.vehicleNotFound);
    if (await repo.findVehicleByName(tx, name, id)) throw new AppError('CONFLICT', MESSAGES.vehicleExists);
    const row = await repo.renameVehicle(tx, id, name);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.vehicleNotFound);
    await recordAudit(tx, admin, {
      action: 'vehicle.rename',
      targetType: 'vehicle',
      targetId: id,
      details: `${before.name} -> ${row.name}`,
    });
    return { id: Number(row.id), name: row.name };
  });
}

type TPartNames = Omit<TPart, 'id'>;

const partOf = (row: TPart): TPart => ({
  id: Number(row.id),
  part_name: row.part_name,
  part_name_fr: row.part_name_fr,
});

/** 'Wiper Motor / Moteur d'essuie-glace': an audit entry names both languages. */
const bothNames = (p: TPartNames) => `${p.part_name} / ${p.part_name_fr}`;

/** Adds a part type with its English and French names (the English one unique in any case). */
export function addPart(app: TApp, admin: TSessionUser, names: TPartNames): Promise<TPart> {
  return edit(app, MESSAGES.partExists, async (tx) => {
    const row = await repo.insertPart(tx, names);
    if (!row) throw new AppError('CONFLICT', MESSAGES.partExists);
    await recordAudit(tx, admin, {
      action: 'part.add',
      targetType: 'part',
      targetId: row.id,
      details: bothNames(row),
    });
    return partOf(row);
  });
}

/** Renames a part type in both languages at once (the form sends both, changed or not). */
export function renamePart(app: TApp, admin: TSessionUser, id: number, names: TPartNames): Promise<TPart> {
  return edit(app, MESSAGES.partExists, async (tx) => {
    const before = await repo.partById(tx, id);
    if (!before) throw new AppError('NOT_FOUND', MESSAGES.partNotFound);
    if (await repo.findPartByName(tx, names.part_name, id))
      throw new AppError('CONFLICT', MESSAGES.partExists);
    const row = await repo.renamePart(tx, id, names);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.partNotFound);
    await recordAudit(tx, admin, {
      action: 'part.rename',
      targetType: 'part',
      targetId: id,
      details: `${bothNames(before)} -> ${bothNames(row)}`,
    });
    return partOf(row);
  });
}
