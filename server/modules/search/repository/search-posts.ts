import { createHash } from 'node:crypto';
import { PAGE_SIZE } from '@common/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { executePrepared } from '../../../db/prepared-statement';
import { generationKeys } from '../count-cache';
import { countMatches } from './count-sql';
import { fitmentPosts, throughFitments } from './fitment-sql';
import { keywordPage } from './keyword-page';
import { nearestPage } from './nearest-page';
import { count, sortOrder, type TSearchCriteria, whereClause } from './search-sql';

export type { TSearchCriteria } from './search-sql';

export interface TSearchRow {
  id: number;
  user_id: string;
  username: string;
  price: string;
  currencytype: 'CAD' | 'USD';
  year: number;
  vehicle_id: number;
  part_id: number;
  stock_number: string;
  description: string;
  city: string | null;
  state: string | null;
  country: string | null;
  distance: number | string | null;
  images: { position: number; storageKey: string; width: number; height: number }[] | string;
  favorite_id: number | null;
  /** What the post fits, by position (vehicle names come from the service's catalog copy). */
  fitments: { vehicle_id: number; year_from: number; year_to: number }[] | string;
  condition: 'new' | 'used' | 'remanufactured';
  grade: 'A' | 'B' | 'C' | null;
  mileage_km: number | null;
  warranty_days: number;
  delivery: 'pickup' | 'shipping' | 'both';
  shipping_price: string | null;
  oem_numbers: string[];
  donor_vin: string | null;
  /** The matches, counted up to the cap and one past it (the same on every row); null when not asked. */
  total: number | null;
  /** The number of the search's key the statement saw (count-cache.ts; a bigint sum, so maybe a string). */
  generation: number | string | bigint;
}

/** Whether the page's statement counts the matches too (not when a kept count will do). */
export interface TPageOptions {
  count: boolean;
}

/** The number of the search's key (count-cache.ts, migration 0017), read in the statement's own snapshot. */
function generation(c: TSearchCriteria): SQL {
  const keys = sql.join(
    generationKeys(c).map((k) => sql`${k}`),
    sql`, `,
  );
  return sql`(SELECT coalesce(sum(g.n), 0) FROM search_generations g WHERE g.key IN (${keys}))`;
}

/**
 * The page in price or year order: ids and sort keys only, so that with the filters on the
 * covering indexes the page is found without reading the table, however deep it is.
 */
function sortedPage(c: TSearchCriteria, where: SQL, originPoint: SQL | null): SQL {
  if (throughFitments(c)) {
    return sql`
    SELECT id, price_cad, year, NULL::float8 AS knn FROM (
      ${fitmentPosts(c, originPoint)}
      -- the LIMIT inside: a subquery under an outer ORDER BY is planned for all its rows (a sort)
      LIMIT ${count(c.limit)} OFFSET ${count(c.offset)}
    ) f`;
  }
  const order = sortOrder(c);
  return sql`
    SELECT p.id, p.price_cad, p.year, NULL::float8 AS knn FROM posts p
    WHERE ${where}
    ORDER BY ${order}
    LIMIT ${count(c.limit)} OFFSET ${count(c.offset)}`;
}

/** The decorated page's order: the page's own. */
function pageOrder(c: TSearchCriteria, nearest: boolean): SQL {
  return nearest ? sql`page.knn, page.id` : sortOrder(c, 'page');
}

/**
 * One statement for a page of search results with everything a card shows: seller, distance,
 * photos and the viewer's favourite (no follow-up query per post). The inner query finds the page
 * through the indexes; the outer one reads and decorates only those rows.
 */
export async function searchPosts(
  db: TDb,
  c: TSearchCriteria,
  options: TPageOptions = { count: true },
): Promise<TSearchRow[]> {
  const query = searchQuery(c, options);
  if (reusablePlan(c)) {
    const rows = await executePrepared<TSearchRow>(db, query, statementName);
    if (rows) return rows;
  }
  const res = await db.execute(query);
  return res.rows as unknown as TSearchRow[];
}

const names = new Map<string, string>();

/** A prepared statement's name per statement text (node-postgres prepares it once per connection). */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `search_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < 1_000) names.set(text, name);
  }
  return name;
}

/**
 * Whether a search may run as a prepared statement whose plan PostgreSQL keeps and reuses (after
 * five runs, when it is no dearer than the fresh ones), saving the planning: about half the
 * database's time for a simple page. Only first pages of a model or a part (a part with a year
 * too) and the part details, in price or year order: one plan (walk the filter's index in sort
 * order) is right for any value. A year alone can be common (walk all fitment rows in order) or
 * rare (its rows through the ranges' GiST index, then sorted), and so can a model's year (its rows
 * through migration 0018's model-and-years index: the reused walk of the model's rows in price
 * order took up to 8.5 ms at a million posts for a year the model's posts rarely fit, planned
 * each time 0.4 ms); a keyword, a manufacturer, a radius or a seller can match a handful of posts
 * or a tenth of them, and the right plan differs; those, nearest first and deeper pages are
 * planned each time.
 */
export function reusablePlan(c: TSearchCriteria): boolean {
  return (
    c.offset === 0 &&
    (c.year === undefined || (c.partId !== undefined && c.vehicleId === undefined)) &&
    // The browser's page (one row past it): any other size would be another statement to keep.
    c.limit === PAGE_SIZE + 1 &&
    c.orderBy !== 'distance' &&
    !c.keyword &&
    c.manufacturer === undefined &&
    c.radiusMetres === undefined &&
    c.favoritedBy === undefined &&
    c.userId === undefined
  );
}

/** The statement searchPosts runs (benchmarks time and EXPLAIN the very same SQL). */
export function searchQuery(c: TSearchCriteria, options: TPageOptions = { count: true }): SQL {
  const originPoint = c.origin ? sql`ll_to_earth(${c.origin.lat}, ${c.origin.lng})` : null;
  const where = whereClause(c, originPoint);
  const nearest = c.orderBy === 'distance' && originPoint !== null;
  const page =
    nearest && originPoint
      ? nearestPage(c, where, originPoint)
      : c.keyword
        ? keywordPage(c, originPoint, c.keyword)
        : sortedPage(c, where, originPoint);
  const distance = originPoint
    ? sql`earth_distance(${originPoint}, ll_to_earth(p.lat, p.lng))`
    : sql`NULL::float8`;
  const favorite = c.viewerId
    ? sql`(SELECT f.id FROM favorites f WHERE f.post_id = p.id AND f.user_id = ${c.viewerId})`
    : sql`NULL::int`;
  // The vehicle and part names come from the service's copy of the catalog (a lookup per row in
  // SQL cost about a third of the statement's time).
  return sql`
    SELECT p.id, p.user_id, coalesce((SELECT u.username FROM userdata u WHERE u.user_id = p.user_id), '') AS username,
      p.price::text AS price, p.currency AS currencytype, p.year,
      p.vehicle_id, p.part_id,
      p.stock_number, p.description, p.city, p.state, p.country, ${distance} AS distance,
      coalesce((SELECT json_agg(json_build_object('position', i.position, 'storageKey', i.storage_key,
        'width', i.width, 'height', i.height) ORDER BY i.position) FROM post_images i WHERE i.post_id = p.id),
        '[]'::json) AS images,
      ${favorite} AS favorite_id,
      coalesce((SELECT json_agg(json_build_object('vehicle_id', ft.vehicle_id, 'year_from', ft.year_from,
        'year_to', ft.year_to) ORDER BY ft.position) FROM post_fitments ft WHERE ft.post_id = p.id),
        '[]'::json) AS fitments,
      p.condition, p.grade, p.mileage_km, p.warranty_days, p.delivery, p.shipping_price::text AS shipping_price,
      p.oem_numbers, p.donor_vin,
      ${options.count ? countMatches(c, originPoint) : sql`NULL::int`} AS total, ${generation(c)} AS generation
    FROM (${page}) page
    JOIN posts p ON p.id = page.id
    ORDER BY ${pageOrder(c, nearest)}`;
}

/**
 * The matches counted on their own (up to the cap and one past it), with the search generation
 * they were counted at: for a page past the last one, whose statement returns no row to carry the
 * count, and when a kept count turns out older than the database.
 */
export async function countPosts(
  db: TDb,
  c: TSearchCriteria,
): Promise<{ counted: number; generation: number }> {
  const originPoint = c.origin ? sql`ll_to_earth(${c.origin.lat}, ${c.origin.lng})` : null;
  const res = await db.execute(
    sql`SELECT ${countMatches(c, originPoint)} AS total, ${generation(c)} AS generation`,
  );
  const row = res.rows[0] as { total: number | string; generation: number | string | bigint };
  return { counted: Number(row.total), generation: Number(row.generation) };
}
