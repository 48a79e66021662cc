import { type SQL, sql } from 'drizzle-orm';
import {
  asksFitment,
  detailConditions,
  fitmentMatch,
  radiusConditions,
  type TSearchCriteria,
} from './search-sql';

// A search by year, model or manufacturer reads the posts' fitment rows (post_fitments, issue 15):
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
  const conds: SQL[] = [sql`f.live`, sql`f.expires_at > ${c.now.toISOString()}`, ...fitmentMatch(c)];
  if (c.partId !== undefined) conds.push(sql`f.part_id = ${c.partId}`);
  if (originPoint && c.origin && c.radiusMetres !== undefined) {
    conds.push(...radiusConditions(c.origin, c.radiusMetres, originPoint, 'f'));
  }
  const postTests = [...detailConditions(c), ...extra];
  const join =
    postTests.length > 0
      ? sql`JOIN posts p ON p.id = f.post_id AND ${sql.join(postTests, sql` AND `)}`
      : sql``;
  return sql`
    SELECT DISTINCT ON (${fitmentKeys(c)}) f.post_id AS id, f.price_cad, f.post_year AS year
    FROM post_fitments f ${join}
    WHERE ${sql.join(conds, sql` AND `)}
    ORDER BY ${fitmentOrder(c)}`;
}
