import type { TSortDirection, TSortKey } from '@common/contracts/search';
import { normalizeOemNumber, OEM_PREFIX_MIN } from '@common/rules/fitment';
import { gradesAtLeast, type TCondition, type TGrade } from '@common/rules/part-details';
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
  /** Part-detail filters: condition, grade or better, at least so many days of warranty, shipping offered. */
  condition?: TCondition;
  grade?: TGrade;
  warrantyDays?: number;
  shipping?: boolean;
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

/** The radius's tests on alias's lat and lng (posts p, or their copies on fitment rows f). */
export function radiusConditions(
  origin: { lat: number; lng: number },
  metres: number,
  point: SQL,
  alias = 'p',
): SQL[] {
  const box = radiusBox(origin.lat, origin.lng, metres);
  const lat = sql.raw(`${alias}.lat`);
  const lng = sql.raw(`${alias}.lng`);
  const conds = [sql`${lat} >= ${box.latMin}`, sql`${lat} <= ${box.latMax}`];
  if (box.lngMin !== undefined && box.lngMax !== undefined) {
    // Across the antimeridian the box is two longitude ranges.
    if (box.lngMin < -180) conds.push(sql`(${lng} >= ${box.lngMin + 360} OR ${lng} <= ${box.lngMax})`);
    else if (box.lngMax > 180) conds.push(sql`(${lng} >= ${box.lngMin} OR ${lng} <= ${box.lngMax - 360})`);
    else conds.push(sql`${lng} >= ${box.lngMin}`, sql`${lng} <= ${box.lngMax}`);
  }
  // The exact great-circle test trims the box's corners. Written as NOT (... > r): the planner
  // cannot estimate a distance to a point, and guesses 1/3 for '<=' but 2/3 for NOT '>' (the truth
  // is about 3/4 of the box), so its choice between the box and a walk in sort order stays sound.
  conds.push(sql`NOT (earth_distance(${point}, ll_to_earth(${lat}, ${lng})) > ${metres})`);
  return conds;
}

/**
 * The posts (ids) whose OEM / interchange numbers the keyword finds: a normalised number equal to
 * the normalised keyword, or starting with it once it has OEM_PREFIX_MIN letters or digits, through
 * post_part_numbers' text_pattern_ops index (a prefix is a range of it). Null when the keyword has
 * no letter or digit.
 */
export function partNumberPosts(keyword: string): SQL | null {
  const key = normalizeOemNumber(keyword);
  if (key === '') return null;
  // The key holds letters and digits only: no LIKE wildcard to escape.
  const test = key.length >= OEM_PREFIX_MIN ? sql`n.number LIKE ${`${key}%`}` : sql`n.number = ${key}`;
  return sql`SELECT n.post_id FROM post_part_numbers n WHERE ${test}`;
}

/**
 * The keyword's test: its words in the stock number or description, a stock number fragment, or
 * a part number. The part numbers' posts are an array (`id = ANY`) where an index finds the
 * matches (the planner ORs the words, trigram and primary key indexes; an IN (subquery) cannot be
 * ORed with them and would walk every post), and a hashed IN (subquery) where each post of a walk
 * is tested ('row': one hash probe each, where the array is searched through).
 */
export function keywordCondition(keyword: string, mode: 'index' | 'row' = 'index'): SQL {
  const tests = [sql`p.search @@ websearch_to_tsquery('english', ${keyword})`];
  if (keyword.length >= STOCK_SUBSTRING_MIN)
    tests.push(sql`p.stock_number ILIKE ${`%${likeEscape(keyword)}%`}`);
  const numbers = partNumberPosts(keyword);
  if (numbers) tests.push(mode === 'index' ? sql`p.id = ANY(ARRAY(${numbers}))` : sql`p.id IN (${numbers})`);
  return tests.length === 1 ? (tests[0] as SQL) : sql`(${sql.join(tests, sql` OR `)})`;
}

/** Whether the search asks what a post fits (its year, model or manufacturer): its fitment rows decide. */
export const asksFitment = (c: TSearchCriteria) =>
  c.year !== undefined || c.vehicleId !== undefined || c.manufacturer !== undefined;

/** The fitment rows' tests (alias f) of the year, model and manufacturer asked (ANY row may match). */
export function fitmentMatch(c: TSearchCriteria, alias = 'f'): SQL[] {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const conds: SQL[] = [];
  // A range containing the year, as the GiST index on the rows' ranges is written (migration 0015,
  // with statistics on this expression): the planner can tell a rare year from a common one.
  if (c.year !== undefined) {
    conds.push(sql`int4range(${col('year_from')}, ${col('year_to')}, '[]') @> ${c.year}::int`);
  }
  if (c.vehicleId !== undefined) conds.push(sql`${col('vehicle_id')} = ${c.vehicleId}`);
  if (c.manufacturer !== undefined) {
    const prefix = `${likeEscape(c.manufacturer.toLowerCase())} - %`;
    conds.push(sql`${col('vehicle_id')} IN (SELECT v.id FROM vehicles v WHERE lower(v.name) LIKE ${prefix})`);
  }
  return conds;
}

/** The part-detail filters (alias p): the posts' own columns, read from the table. */
export function detailConditions(c: TSearchCriteria): SQL[] {
  const conds: SQL[] = [];
  if (c.condition !== undefined) conds.push(sql`p.condition = ${c.condition}`);
  // Only a used part has a grade: a grade filter leaves out the others (their grade is null).
  if (c.grade !== undefined) {
    const grades = gradesAtLeast(c.grade).map((g) => sql`${g}`);
    conds.push(sql`p.grade IN (${sql.join(grades, sql`, `)})`);
  }
  if (c.warrantyDays !== undefined) conds.push(sql`p.warranty_days >= ${c.warrantyDays}`);
  if (c.shipping) conds.push(sql`p.delivery IN ('shipping', 'both')`);
  return conds;
}

/** The filters (alias p), live posts only; the keyword's test unless told otherwise. */
export function whereClause(c: TSearchCriteria, originPoint: SQL | null, withKeyword = true): SQL {
  const conds: SQL[] = [sql`p.status = 'active'`, sql`p.expires_at > ${c.now.toISOString()}`];
  if (asksFitment(c)) {
    // Any of the post's rows (f.live: the same as the post's status, and the fitment indexes' predicate).
    const match = sql.join([sql`f.post_id = p.id`, sql`f.live`, ...fitmentMatch(c)], sql` AND `);
    conds.push(sql`EXISTS (SELECT 1 FROM post_fitments f WHERE ${match})`);
  }
  conds.push(...detailConditions(c));
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
