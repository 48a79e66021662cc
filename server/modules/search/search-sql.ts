import type { TSortDirection, TSortKey } from '@common/contracts/search';
import { type SQL, sql } from 'drizzle-orm';

// The pieces every search statement is built from: the criteria, the filters and the sort keys.

export interface TSearchCriteria {
  year?: number;
  vehicleId?: number;
  manufacturer?: string;
  partId?: number;
  userId?: string;
  /** Only the posts this user has favourited. */
  favoritedBy?: string;
  keyword?: string;
  /** The searcher's point; distances (and the radius and distance sort) are measured from it. */
  origin?: { lat: number; lng: number };
  radiusMetres?: number;
  orderBy: TSortKey;
  direction: TSortDirection;
  offset: number;
  limit: number;
  /** Matches are counted up to this many (SEARCH_COUNT_CAP unless a test lowers it). */
  countCap?: number;
  /** The signed-in viewer: their favourite of each post comes with it. */
  viewerId?: string;
  /** Live means active and not past its expiry at this moment. */
  now: Date;
}

/** '%' and '_' are LIKE wildcards: a keyword that contains them means them literally. */
export const likeEscape = (text: string) => text.replaceAll(/[\\%_]/g, (c) => `\\${c}`);

/** A stock number is matched anywhere in it once the keyword has a trigram's worth of characters. */
export const STOCK_SUBSTRING_MIN = 3;

/**
 * Row counts (LIMIT, OFFSET) are written into the statement, not sent as parameters: the planner
 * needs them to choose a walk in index order, and a reusable plan (below) is made for them.
 */
export const count = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n))));

/** The sphere earthdistance measures on (its earth() radius, metres). */
const EARTH_RADIUS_M = 6_378_168;
const DEG = 180 / Math.PI;

/**
 * The latitude and longitude bounds of a circle on the sphere (a little wider, so rounding never
 * cuts a post the exact test keeps); no longitude bounds when the circle reaches a pole.
 */
export function radiusBox(lat: number, lng: number, metres: number) {
  const delta = (metres / EARTH_RADIUS_M) * 1.0001;
  const latMin = lat - delta * DEG;
  const latMax = lat + delta * DEG;
  const reach = Math.sin(delta) / Math.cos(lat / DEG);
  if (latMin <= -90 || latMax >= 90 || reach >= 1) return { latMin, latMax };
  const dLng = Math.asin(reach) * DEG;
  return { latMin, latMax, lngMin: lng - dLng, lngMax: lng + dLng };
}

export function radiusConditions(origin: { lat: number; lng: number }, metres: number, point: SQL): SQL[] {
  const box = radiusBox(origin.lat, origin.lng, metres);
  const conds = [sql`p.lat >= ${box.latMin}`, sql`p.lat <= ${box.latMax}`];
  if (box.lngMin !== undefined && box.lngMax !== undefined) {
    // Across the antimeridian the box is two longitude ranges.
    if (box.lngMin < -180) conds.push(sql`(p.lng >= ${box.lngMin + 360} OR p.lng <= ${box.lngMax})`);
    else if (box.lngMax > 180) conds.push(sql`(p.lng >= ${box.lngMin} OR p.lng <= ${box.lngMax - 360})`);
    else conds.push(sql`p.lng >= ${box.lngMin}`, sql`p.lng <= ${box.lngMax}`);
  }
  // The exact great-circle test trims the box's corners. Written as NOT (... > r): the planner
  // cannot estimate a distance to a point, and guesses 1/3 for '<=' but 2/3 for NOT '>' (the truth
  // is about 3/4 of the box), so its choice between the box and a walk in sort order stays sound.
  conds.push(sql`NOT (earth_distance(${point}, ll_to_earth(p.lat, p.lng)) > ${metres})`);
  return conds;
}

/** The keyword's test: its words in the stock number or description, or a stock number fragment. */
export function keywordCondition(keyword: string): SQL {
  const words = sql`p.search @@ websearch_to_tsquery('english', ${keyword})`;
  return keyword.length >= STOCK_SUBSTRING_MIN
    ? sql`(${words} OR p.stock_number ILIKE ${`%${likeEscape(keyword)}%`})`
    : words;
}

/** The filters (alias p), live posts only; the keyword's test unless told otherwise. */
export function whereClause(c: TSearchCriteria, originPoint: SQL | null, withKeyword = true): SQL {
  const conds: SQL[] = [sql`p.status = 'active'`, sql`p.expires_at > ${c.now.toISOString()}`];
  if (c.year !== undefined) conds.push(sql`p.year = ${c.year}`);
  if (c.vehicleId !== undefined) conds.push(sql`p.vehicle_id = ${c.vehicleId}`);
  if (c.manufacturer !== undefined) {
    const prefix = `${likeEscape(c.manufacturer.toLowerCase())} - %`;
    conds.push(sql`p.vehicle_id IN (SELECT v.id FROM vehicles v WHERE lower(v.name) LIKE ${prefix})`);
  }
  if (c.partId !== undefined) conds.push(sql`p.part_id = ${c.partId}`);
  if (c.userId !== undefined) conds.push(sql`p.user_id = ${c.userId}`);
  if (c.favoritedBy !== undefined) {
    conds.push(sql`p.id IN (SELECT f.post_id FROM favorites f WHERE f.user_id = ${c.favoritedBy})`);
  }
  if (c.keyword && withKeyword) conds.push(keywordCondition(c.keyword));
  if (originPoint && c.origin && c.radiusMetres !== undefined) {
    conds.push(...radiusConditions(c.origin, c.radiusMetres, originPoint));
  }
  return sql.join(conds, sql` AND `);
}

/** The sort keys of alias's columns (none: the output's), each with `suffix`. */
export function sortOrder(c: TSearchCriteria, alias = 'p', suffix = ''): SQL {
  const dir = c.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const col = (name: string) => sql.raw(`${alias ? `${alias}.` : ''}${name}${suffix}`);
  // Each sort key is followed by the id, so that equal prices page in a stable order. Prices are
  // compared in CAD (price_cad: a USD price at the current rate), not at face value.
  return c.orderBy === 'year'
    ? sql`${col('year')} ${dir}, ${col('price_cad')} ${dir}, ${col('id')} ${dir}`
    : sql`${col('price_cad')} ${dir}, ${col('id')} ${dir}`;
}
