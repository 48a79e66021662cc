import type { TPart, TVehicle } from '@common/contracts/catalog';
import {
  LANDING_COUNT_CAP,
  LANDING_LINKS_MAX,
  type TLandingLink,
  type TLandingPage,
  type TLandingQuery,
} from '@common/contracts/landing';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { landingPath, resolveLanding, type TLandingTarget } from '@common/rules/landing';
import { splitVehicleName } from '@common/vehicles';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client';
import { getParts, getVehicles, type TCachedList } from '../catalog/service';
import * as repo from './landing-repository';

type TApp = Pick<FastifyInstance, 'db' | 'clock'>;

export interface TCatalog {
  vehicles: TVehicle[];
  parts: TPart[];
}

const parsed = new WeakMap<TCachedList, unknown[]>();
function rowsOf<T>(list: TCachedList): T[] {
  let rows = parsed.get(list);
  if (!rows) {
    rows = JSON.parse(list.json) as unknown[];
    parsed.set(list, rows);
  }
  return rows as T[];
}

/** The catalog's vehicle and part lists (the ones each instance keeps), parsed once per list. */
export async function landingCatalog(app: TApp): Promise<TCatalog> {
  const [vehicles, parts] = await Promise.all([getVehicles(app.db), getParts(app.db)]);
  return { vehicles: rowsOf<TVehicle>(vehicles), parts: rowsOf<TPart>(parts) };
}

/** The names a landing address stands for (null: unknown), read against the kept catalog lists. */
export async function findLanding(app: TApp, slugs: TLandingQuery): Promise<TLandingTarget | null> {
  if ((slugs.model && !slugs.make) || (slugs.part && !slugs.model)) return null;
  const { vehicles, parts } = await landingCatalog(app);
  return resolveLanding(slugs, vehicles, parts);
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The vehicles whose landing path is their own (a second name with the same slug resolves to the first). */
export function canonicalVehicles(vehicles: readonly TVehicle[]): Map<number, string> {
  const seen = new Set<string>();
  const paths = new Map<number, string>();
  for (const v of vehicles) {
    const { manufacturer, model } = splitVehicleName(v.name);
    if (!model) continue;
    const path = landingPath({ manufacturer, model });
    if (seen.has(path)) continue;
    seen.add(path);
    paths.set(v.id, path);
  }
  return paths;
}

/** The makes with live posts, each once at its canonical name. */
async function makeLinks(app: TApp, db: TDb, catalog: TCatalog): Promise<TLandingLink[]> {
  const live = new Set(await repo.liveVehicleIds(db, app.clock()));
  const names = new Map<string, string>();
  const withPosts = new Set<string>();
  for (const v of catalog.vehicles) {
    const { manufacturer } = splitVehicleName(v.name);
    const path = landingPath({ manufacturer });
    if (!names.has(path)) names.set(path, manufacturer);
    if (live.has(v.id)) withPosts.add(path);
  }
  return [...withPosts]
    .map((path) => ({ name: names.get(path) ?? '', path, count: null, capped: false }))
    .sort(byName);
}

/** A make's models with live posts, counted. */
async function modelLinks(
  app: TApp,
  db: TDb,
  catalog: TCatalog,
  manufacturer: string,
): Promise<TLandingLink[]> {
  const make = landingPath({ manufacturer });
  const paths = canonicalVehicles(catalog.vehicles);
  const models = catalog.vehicles.filter(
    (v) => paths.has(v.id) && landingPath({ manufacturer: splitVehicleName(v.name).manufacturer }) === make,
  );
  const counts = await repo.modelCounts(
    db,
    app.clock(),
    models.map((v) => v.id),
    LANDING_COUNT_CAP,
  );
  const names = new Map(models.map((v) => [v.id, splitVehicleName(v.name).model]));
  return counts
    .map((c) => ({
      name: names.get(c.id) ?? '',
      path: paths.get(c.id) ?? '',
      count: c.posts,
      capped: c.capped,
    }))
    .sort(byName)
    .slice(0, LANDING_LINKS_MAX);
}

/** A model's parts with live posts, counted. */
async function partLinks(
  app: TApp,
  db: TDb,
  catalog: TCatalog,
  target: TLandingTarget,
): Promise<TLandingLink[]> {
  if (!target.vehicle) return [];
  const counts = await repo.partCounts(
    db,
    app.clock(),
    target.vehicle.id,
    LANDING_COUNT_CAP,
    LANDING_LINKS_MAX,
  );
  const names = new Map(catalog.parts.map((p) => [p.id, p.part_name]));
  return counts
    .filter((c) => names.has(c.id))
    .map((c) => {
      const name = names.get(c.id) ?? '';
      return { name, path: landingPath({ ...target, part: name }), count: c.posts, capped: c.capped };
    })
    .sort(byName);
}

/**
 * GET /api/posts/landing: the page's names, its search filters and its narrower links; 404 when
 * unknown. The posts are counted on `db` (app.readDb: a replica), the names from the kept catalog.
 */
export async function landingPage(app: TApp, query: TLandingQuery, db: TDb = app.db): Promise<TLandingPage> {
  const catalog = await landingCatalog(app);
  if (!query.make && !query.model && !query.part) {
    return {
      path: landingPath(),
      manufacturer: null,
      model: null,
      part: null,
      search: {},
      links: await makeLinks(app, db, catalog),
    };
  }
  const target = await findLanding(app, query);
  if (!target) throw new AppError('NOT_FOUND', MESSAGES.pageNotFound);
  const links = target.partRow
    ? []
    : target.vehicle
      ? await partLinks(app, db, catalog, target)
      : await modelLinks(app, db, catalog, target.manufacturer);
  return {
    path: landingPath(target),
    manufacturer: target.manufacturer,
    model: target.model ?? null,
    part: target.part ?? null,
    search: target.vehicle
      ? { search_make: target.vehicle.id, search_part: target.partRow?.id }
      : { search_manufacturer: target.manufacturer },
    links,
  };
}
