import { type SQL, sql } from 'drizzle-orm';
import {
  asksFitment,
  count,
  detailConditions,
  fitmentMatch,
  likeEscape,
  radiusConditions,
  type TSearchCriteria,
} from './search-sql';

// A search by year, model or manufacturer reads the posts' fitment rows (post_fitments):
// a post matches when ANY of its rows covers them. Each row carries trigger-kept copies of its
// post's searched columns (live, price_cad, post_year, part_id, expires_at, lat, lng), and its live
// rows are indexed in the sort orders (by model, by part, and over all rows: migrations 0014 and
// 0015), so a page is still found by walking one index in sort order, from the index alone.

/**
 * Whether the page is found through the fitment rows: the search asks what a post fits, and no
 * filter of the posts' own narrows better (a seller's or a viewer's favourites are a handful of
 * posts, whose rows are then tested one by one: whereClause's EXISTS).
 */
export const throughFitments = (c: TSearchCriteria) =>
  asksFitment(c) && c.userId === undefined && c.favoritedBy === undefined;

/** The sort keys of the fitment rows (alias f) with the post's id last, in the search's direction. */
function fitmentOrder(c: TSearchCriteria): SQL {
  const dir = c.direction === 'desc' ? sql`DESC` : sql`ASC`;
  return c.orderBy === 'year'
    ? sql`f.post_year ${dir}, f.price_cad ${dir}, f.post_id ${dir}`
    : sql`f.price_cad ${dir}, f.post_id ${dir}`;
}

/** The sort keys without direction: what one post's matching rows share (they are adjacent in the order). */
const fitmentKeys = (c: TSearchCriteria) =>
  c.orderBy === 'year' ? sql`f.post_year, f.price_cad, f.post_id` : sql`f.price_cad, f.post_id`;

/**
 * The posts whose rows match (id, price_cad, year), each once, in sort order, without LIMIT: the
 * rows are walked in the order of a covering index, and a post with several matching rows (two
 * models of one manufacturer, two ranges of one model) is kept once by DISTINCT ON its sort keys
 * and id: its rows share those keys, so they come together and are dropped as they stream. The
 * posts' own columns (the part details, a keyword) are read from posts for the rows that pass the
 * rest; `extra` are more tests of posts p.
 */
export function fitmentPosts(c: TSearchCriteria, originPoint: SQL | null, extra: SQL[] = []): SQL {
  return sql`
    SELECT DISTINCT ON (${fitmentKeys(c)}) f.post_id AS id, f.price_cad, f.post_year AS year
    ${matchingRows(c, originPoint, extra)}
    ORDER BY ${fitmentOrder(c)}`;
}

/** FROM and WHERE of the matching rows (alias f), their posts' own tests joined from posts p. */
function matchingRows(c: TSearchCriteria, originPoint: SQL | null, extra: SQL[], rowTests: SQL[] = []): SQL {
  const conds: SQL[] = [
    sql`f.live`,
    sql`f.expires_at > ${c.now.toISOString()}`,
    ...fitmentMatch(c),
    ...rowTests,
  ];
  if (c.partId !== undefined) conds.push(sql`f.part_id = ${c.partId}`);
  if (originPoint && c.origin && c.radiusMetres !== undefined) {
    conds.push(...radiusConditions(c.origin, c.radiusMetres, originPoint, 'f'));
  }
  const postTests = [...detailConditions(c), ...extra];
  const join =
    postTests.length > 0
      ? sql`JOIN posts p ON p.id = f.post_id AND ${sql.join(postTests, sql` AND `)}`
      : sql``;
  return sql`FROM post_fitments f ${join} WHERE ${sql.join(conds, sql` AND `)}`;
}

/**
 * The matching posts counted up to `limit`, each once. In sort order (DISTINCT ON, as the page),
 * which walks a covering index and stops at the limit; but a manufacturer's rows are spread over
 * its models, and that order sorted all of them (25,500 rows for Honda at 100,000 posts) to count
 * a thousand. So a manufacturer is counted model by model (each model's rows through its own
 * index, stopping at the limit), a post at its first matching row: row 0, or a later row when no
 * earlier row of the post matches (the other tests are the post's own, the same on every row).
 */
export function fitmentCount(c: TSearchCriteria, originPoint: SQL | null, extra: SQL[], limit: SQL): SQL {
  if (c.manufacturer === undefined || c.vehicleId !== undefined) {
    return sql`(SELECT count(*)::int FROM (${fitmentPosts(c, originPoint, extra)} LIMIT ${limit}) matches)`;
  }
  const prefix = `${likeEscape(c.manufacturer.toLowerCase())} - %`;
  const earlier = sql.join(
    [sql`g.post_id = f.post_id`, sql`g.position < f.position`, ...fitmentMatch(c, 'g')],
    sql` AND `,
  );
  const byModel = { ...c, manufacturer: undefined };
  return sql`(SELECT count(*)::int FROM (
      SELECT 1 FROM (SELECT v.id FROM vehicles v WHERE lower(v.name) LIKE ${prefix}) m
      CROSS JOIN LATERAL (
        SELECT 1 ${matchingRows(byModel, originPoint, extra, [sql`f.vehicle_id = m.id`])}
        AND (f.position = 0 OR NOT EXISTS (SELECT 1 FROM post_fitments g WHERE ${earlier}))
      ) r
      LIMIT ${limit}
    ) matches)`;
}

/**
 * The years the matching rows cover (the criteria name a model and no year), nearest to `year`
 * first: at most `rows` rows are read (their ranges spread into years), at most `max` years kept.
 */
export function fitmentYears(
  c: TSearchCriteria,
  originPoint: SQL | null,
  extra: SQL[],
  year: number,
  rows: number,
  max: number,
): SQL {
  return sql`
    SELECT DISTINCT y.year, abs(y.year - ${year}::int) AS gap FROM (
      SELECT f.year_from, f.year_to ${matchingRows(c, originPoint, extra)} LIMIT ${count(rows)}
    ) r CROSS JOIN LATERAL generate_series(r.year_from, r.year_to) AS y(year)
    ORDER BY gap, y.year
    LIMIT ${count(max)}`;
}
