import { PAGE_SIZE, SEARCH_COUNT_CAP } from '@common/constants';
import type { TListedPost, TSearchPage, TSearchParams } from '@common/contracts/search';
import { toMetres } from '@common/rules/distance';
import { matchedFitment, type TFitmentRow, type TFitQuery } from '@common/rules/fitment';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client';
import { imagesOf } from '../../lib/image-urls';
import { getParts, getVehicles, invalidateCatalog, type TCachedList } from '../catalog/service';
import { countKey, countUsed, keepCount, keptCount, type TKeptCount } from './count-cache';
import * as repo from './repository/search-posts';
import { widenSearch } from './widen';

type TApp = Pick<FastifyInstance, 'db' | 'storage' | 'clock'>;

/** What the search may be narrowed to beyond its query: a user's favourites. */
export interface TSearchScope {
  viewerId?: string;
  favoritedBy?: string;
  /** Count the matches up to this many (tests lower it; SEARCH_COUNT_CAP otherwise). */
  countCap?: number;
  /**
   * The database to read: app.readDb(req) for a public search (a replica), app.db otherwise. The
   * counts are kept per database, each with the generation that database showed.
   */
  db?: TDb;
  /** An empty first page says what would widen the search (the public search; not favourites). */
  widen?: boolean;
}

type TNames = Map<number, string>;
const parsed = new WeakMap<TCachedList, TNames>();

/** id -> name of a cached catalog list, parsed once per list the catalog caches. */
async function namesOf(list: Promise<TCachedList>, field: 'name' | 'part_name'): Promise<TNames> {
  const cached = await list;
  let names = parsed.get(cached);
  if (!names) {
    const rows = JSON.parse(cached.json) as Record<string, unknown>[];
    names = new Map(rows.map((r) => [Number(r.id), String(r[field])]));
    parsed.set(cached, names);
  }
  return names;
}

/**
 * The vehicle and part names of a page of rows, from the catalog lists each instance keeps (for
 * 30 s, cleared on an edit here): a name looked up per row in SQL cost a third of the search
 * statement. A vehicle or part newer than the kept lists reloads them once.
 */
async function catalogNames(
  app: TApp,
  rows: repo.TSearchRow[],
): Promise<{ vehicles: TNames; parts: TNames }> {
  const load = async () => ({
    vehicles: await namesOf(getVehicles(app.db), 'name'),
    parts: await namesOf(getParts(app.db), 'part_name'),
  });
  const names = await load();
  const known = (r: repo.TSearchRow) =>
    names.vehicles.has(r.vehicle_id) &&
    names.parts.has(r.part_id) &&
    parseJson(r.fitments).every((f) => names.vehicles.has(f.vehicle_id));
  if (rows.every(known)) return names;
  invalidateCatalog(app.db);
  return load();
}

/**
 * What the search asks of a post's fitment rows (its year, model or manufacturer's models), for
 * matched_fitment; the manufacturer's models come from the catalog names, as the SQL's LIKE does.
 */
export function fitQuery(c: repo.TSearchCriteria, vehicles: TNames): TFitQuery {
  const q: TFitQuery = { year: c.year, vehicle_id: c.vehicleId };
  if (c.vehicleId === undefined && c.manufacturer !== undefined) {
    const prefix = `${c.manufacturer.toLowerCase()} - `;
    q.vehicle_ids = [...vehicles]
      .filter(([, name]) => name.toLowerCase().startsWith(prefix))
      .map(([id]) => id);
  }
  return q;
}

const parseJson = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function toListedPost(
  app: TApp,
  r: repo.TSearchRow,
  names: { vehicles: TNames; parts: TNames },
  fit: TFitQuery,
): TListedPost {
  const rows = parseJson<TFitmentRow[]>(r.fitments);
  return {
    id: r.id,
    user_id: r.user_id,
    username: r.username,
    price: Number(r.price),
    currencytype: r.currencytype,
    year: r.year,
    vehicle_name: names.vehicles.get(r.vehicle_id) ?? '',
    part_name: names.parts.get(r.part_id) ?? '',
    stock_number: r.stock_number,
    description: r.description,
    city: r.city,
    state: r.state,
    country: r.country,
    distance: r.distance === null ? null : Number(r.distance),
    images: imagesOf(app.storage, r.images),
    favorites: r.favorite_id === null ? [] : [{ id: r.favorite_id }],
    fitments: rows.map((f) => ({
      vehicle_id: f.vehicle_id,
      vehicle_name: names.vehicles.get(f.vehicle_id) ?? '',
      year_from: f.year_from,
      year_to: f.year_to,
    })),
    matched_fitment: matchedFitment(rows, fit),
    condition: r.condition,
    grade: r.grade,
    mileage_km: r.mileage_km,
    warranty_days: r.warranty_days,
    delivery: r.delivery,
    shipping_price: r.shipping_price === null ? null : Number(r.shipping_price),
    oem_numbers: r.oem_numbers,
    donor_vin: r.donor_vin,
  };
}

/** The repository's criteria for a search query: the page (one row past it), filters and viewer. */
export function searchCriteria(q: TSearchParams, scope: TSearchScope, now: Date): repo.TSearchCriteria {
  const size = pageSize(q);
  const origin = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : undefined;
  return {
    year: q.search_year,
    vehicleId: q.search_make,
    manufacturer: q.search_manufacturer,
    partId: q.search_part,
    userId: q.search_user_id,
    favoritedBy: scope.favoritedBy,
    keyword: q.q,
    condition: q.condition,
    grade: q.grade,
    warrantyDays: q.warranty,
    shipping: q.shipping === '1' ? true : undefined,
    origin,
    radiusMetres: q.radius === undefined ? undefined : toMetres(q.radius, q.unit),
    orderBy: q.order_by,
    direction: q.direction,
    offset: q.range_from,
    limit: size + 1,
    countCap: scope.countCap ?? SEARCH_COUNT_CAP,
    viewerId: scope.viewerId,
    now,
  };
}

const rangeEnd = (q: TSearchParams) => q.range_to ?? q.range_from + PAGE_SIZE - 1;
const pageSize = (q: TSearchParams) => rangeEnd(q) - q.range_from + 1;

/**
 * How many posts match: a count this instance kept for the same search at the generation the
 * page's statement saw (count-cache.ts), else the one the statement made, else counted apart (a
 * page past the last one has no row to carry it; a kept count older than the database). The page
 * bounds it either way: a last page tells the count exactly, a fuller one says at least so many.
 */
async function matchCount(
  db: TDb,
  criteria: repo.TSearchCriteria,
  key: string | null,
  kept: TKeptCount | undefined,
  found: repo.TSearchRow[],
  size: number,
): Promise<number> {
  const first = found[0];
  let counted = 0;
  const used = first !== undefined && kept?.generation === Number(first.generation);
  if (used && kept) counted = kept.counted;
  else if (first || criteria.offset > 0) {
    const made =
      first && first.total !== null
        ? { counted: Number(first.total), generation: Number(first.generation) }
        : await repo.countPosts(db, criteria);
    if (key) keepCount(db, key, { ...made, at: criteria.now.getTime() });
    counted = made.counted;
  }
  // (No row on the first page: nothing matches, counted or not.)
  if (key) countUsed(db, used);
  if (!first) return counted;
  if (found.length <= size) return criteria.offset + found.length;
  return Math.max(counted, criteria.offset + found.length);
}

/**
 * Live posts (not sold, not expired) matching the filters, one page in the asked order, in one
 * database round trip. One row past the page is read to know whether another page follows.
 */
export async function searchPosts(
  app: TApp,
  q: TSearchParams,
  scope: TSearchScope = {},
): Promise<TSearchPage> {
  const size = pageSize(q);
  const criteria = searchCriteria(q, scope, app.clock());
  const db = scope.db ?? app.db;
  const key = countKey(criteria);
  const kept = key ? keptCount(db, key, criteria.now.getTime()) : undefined;
  const found = await repo.searchPosts(db, criteria, { count: kept === undefined });
  const rows = found.slice(0, size);
  // The names from the primary's kept lists: they hold every vehicle and part a replica's row names.
  const names = await catalogNames(app, rows);
  const fit = fitQuery(criteria, names.vehicles);
  const counted = await matchCount(db, criteria, key, kept, found, size);
  const cap = criteria.countCap ?? SEARCH_COUNT_CAP;
  const page: TSearchPage = {
    posts: rows.map((r) => toListedPost(app, r, names, fit)),
    range_from: q.range_from,
    range_to: rangeEnd(q),
    hasMore: found.length > size,
    total: Math.min(counted, cap),
    totalCapped: counted > cap,
  };
  // Only an empty first page pays for the widening counts.
  if (scope.widen && counted === 0 && q.range_from === 0) page.widen = await widenSearch(db, q, criteria);
  return page;
}
