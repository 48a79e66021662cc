import type { TAlertMode } from '@common/contracts/saved-searches';
import { OEM_PREFIX_MIN } from '@common/rules/fitment';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { STOCK_SUBSTRING_MIN } from '../search/repository/search-sql';

type TExec = Pick<TDb, 'execute'>;

// Matching a post that just went live against the saved searches, without running any
// saved search: each alerting search is found through the one index of its anchor (migration 0020)
// by what the post is (its models, part, point, manufacturers, years), and only those candidates
// are tested in full against the post, the keyword last.

/** What the candidates are looked up by: the post's own values and those of its fitment rows. */
export interface TPostKeys {
  id: number;
  userId: string;
  partId: number;
  lat: number | null;
  lng: number | null;
  live: boolean;
  vehicleIds: number[];
  /** Its models' manufacturers, lower case (the text before ' - '). */
  makes: string[];
  /** Every year its fitment rows cover. */
  years: number[];
}

/** A saved search a post matches: whose it is and how it alerts. */
export interface TSearchMatch {
  id: number;
  user_id: string;
  alert: TAlertMode;
}

const parseArray = <T>(v: T[] | string | null, read: (s: string) => T): T[] =>
  v === null
    ? []
    : Array.isArray(v)
      ? v
      : v
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean)
          .map(read);

/** The post's keys, or null when there is no such post. */
export async function postKeys(db: TExec, postId: number, now: Date): Promise<TPostKeys | null> {
  const res = await db.execute(sql`
    SELECT p.id, p.user_id, p.part_id, p.lat, p.lng,
      (p.status = 'active' AND p.expires_at > ${now.toISOString()}) AS live,
      (SELECT array_agg(DISTINCT f.vehicle_id) FROM post_fitments f WHERE f.post_id = p.id) AS vehicle_ids,
      (SELECT array_agg(DISTINCT lower(split_part(v.name, ' - ', 1))) FROM post_fitments f
        JOIN vehicles v ON v.id = f.vehicle_id WHERE f.post_id = p.id) AS makes,
      (SELECT array_agg(DISTINCT y) FROM post_fitments f
        CROSS JOIN LATERAL generate_series(f.year_from, f.year_to) AS y WHERE f.post_id = p.id) AS years
    FROM posts p WHERE p.id = ${postId}`);
  const row = res.rows[0] as Record<string, unknown> | undefined;
  if (!row) return null;
  return {
    id: Number(row.id),
    userId: String(row.user_id),
    partId: Number(row.part_id),
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    live: row.live === true,
    vehicleIds: parseArray(row.vehicle_ids as number[] | string | null, Number),
    makes: parseArray(row.makes as string[] | string | null, String),
    years: parseArray(row.years as number[] | string | null, Number),
  };
}

/** A PostgreSQL array literal of integers (written in the statement: the planner sees the values). */
const intArray = (values: readonly number[]) =>
  sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
/** A PostgreSQL array literal of texts, each quoted. */
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replaceAll(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/** The candidates: each alerting search of each anchor, through that anchor's partial index. */
function candidates(k: TPostKeys): SQL {
  const alerting = sql`s.alert <> 'off'`;
  const branches: SQL[] = [
    sql`SELECT s.* FROM saved_searches s WHERE s.anchor = 'vehicle' AND ${alerting} AND s.vehicle_id = ANY(${intArray(k.vehicleIds)})`,
    sql`SELECT s.* FROM saved_searches s WHERE s.anchor = 'part' AND ${alerting} AND s.part_id = ${k.partId}`,
    sql`SELECT s.* FROM saved_searches s WHERE s.anchor = 'make' AND ${alerting} AND lower(s.manufacturer) = ANY(${textArray(k.makes)})`,
    sql`SELECT s.* FROM saved_searches s WHERE s.anchor = 'year' AND ${alerting} AND s.year = ANY(${intArray(k.years)})`,
    sql`SELECT s.* FROM saved_searches s WHERE s.anchor = 'any' AND ${alerting}`,
  ];
  if (k.lat !== null && k.lng !== null) {
    // The searches whose radius's box holds the post's point (GiST on earth_box); the exact
    // distance is tested with the rest.
    branches.push(sql`SELECT s.* FROM saved_searches s WHERE s.anchor = 'place' AND ${alerting}
      AND earth_box(ll_to_earth(s.lat, s.lng), s.radius_m) @> ll_to_earth(${k.lat}::float8, ${k.lng}::float8)`);
  }
  return sql.join(branches, sql` UNION ALL `);
}

/** A candidate's full test against the post p (as the search's whereClause tests a post). */
const FULL_TEST = sql.join(
  [
    sql`s.user_id <> p.user_id`,
    sql`(s.part_id IS NULL OR s.part_id = p.part_id)`,
    // The year, model and manufacturer on one fitment row, as the search asks ANY row.
    sql`((s.vehicle_id IS NULL AND s.year IS NULL AND s.manufacturer IS NULL) OR EXISTS (
      SELECT 1 FROM post_fitments f JOIN vehicles v ON v.id = f.vehicle_id WHERE f.post_id = p.id
        AND (s.vehicle_id IS NULL OR f.vehicle_id = s.vehicle_id)
        AND (s.year IS NULL OR s.year BETWEEN f.year_from AND f.year_to)
        AND (s.manufacturer IS NULL OR starts_with(lower(v.name), lower(s.manufacturer) || ' - '))))`,
    sql`(s.condition IS NULL OR p.condition = s.condition)`,
    // A grade or better (A is best: the enum's order), used parts only.
    sql`(s.grade IS NULL OR p.grade <= s.grade)`,
    sql`(s.warranty_days IS NULL OR p.warranty_days >= s.warranty_days)`,
    sql`(NOT s.shipping OR p.delivery IN ('shipping', 'both'))`,
    sql`(s.radius_m IS NULL OR NOT (earth_distance(ll_to_earth(s.lat, s.lng), ll_to_earth(p.lat, p.lng)) > s.radius_m)
      AND p.lat IS NOT NULL AND p.lng IS NOT NULL)`,
    // The keyword last, on the few searches left: its words, a stock number fragment, a part number.
    sql`(s.keyword IS NULL OR p.search @@ websearch_to_tsquery('english', s.keyword)
      OR (length(s.keyword) >= ${STOCK_SUBSTRING_MIN} AND strpos(lower(p.stock_number), lower(s.keyword)) > 0)
      OR (s.keyword_oem IS NOT NULL AND EXISTS (SELECT 1 FROM post_part_numbers n WHERE n.post_id = p.id
        AND (n.number = s.keyword_oem OR (length(s.keyword_oem) >= ${OEM_PREFIX_MIN} AND starts_with(n.number, s.keyword_oem))))))`,
  ],
  sql` AND `,
);

/** The statement matchingSearches runs (the benchmark EXPLAINs the very same SQL). */
export function matchingQuery(k: TPostKeys): SQL {
  return sql`
    SELECT s.id, s.user_id, s.alert FROM (${candidates(k)}) s
    JOIN posts p ON p.id = ${k.id}
    WHERE ${FULL_TEST}
    ORDER BY s.id`;
}

/** The alerting saved searches the post matches, by id. */
export async function matchingSearches(db: TExec, k: TPostKeys): Promise<TSearchMatch[]> {
  const res = await db.execute(matchingQuery(k));
  return res.rows as unknown as TSearchMatch[];
}
