import { type SQL, sql } from 'drizzle-orm';
import { count, type TSearchCriteria } from './search-sql';

/**
 * The page nearest first, ties (the posts of one city share its point) by id. The GiST index
 * walks posts by distance but cannot break ties, so: the first offset+limit posts by distance
 * ('near'); every post strictly nearer than the last of them is among them; the posts at the last
 * one's point (or without a location, when the walk reached those) come by id from a btree, at
 * most offset+limit of them; the union sorted by distance and id holds the page.
 */
export function nearestPage(c: TSearchCriteria, where: SQL, originPoint: SQL): SQL {
  const wanted = c.offset + c.limit;
  const knn = sql`ll_to_earth(p.lat, p.lng) <-> ${originPoint}`;
  // Within a radius, the cube around its circle (earth_box; the exact test stays in `where`) bounds
  // the GiST walk by distance: it stops at the page, or at the box's last post. Without it the
  // planner took the radius's posts by their latitude and longitude and measured and sorted them
  // all (2,472 posts within 100 km of Little Rock at a million posts: 18 ms, now 0.5 ms).
  const inBox =
    c.radiusMetres !== undefined
      ? sql` AND earth_box(${originPoint}, ${c.radiusMetres}) @> ll_to_earth(p.lat, p.lng)`
      : sql``;
  return sql`
    WITH near AS MATERIALIZED (
      SELECT p.id, p.lat, p.lng, ${knn} AS knn FROM posts p
      WHERE ${where}${inBox}
      ORDER BY ${knn}
      LIMIT ${count(wanted)}
    ), edge AS MATERIALIZED (
      SELECT knn FROM near ORDER BY knn DESC NULLS FIRST LIMIT 1
    ), candidates AS (
      SELECT id, knn FROM near
      WHERE knn < (SELECT knn FROM edge) OR ((SELECT knn FROM edge) IS NULL AND knn IS NOT NULL)
      UNION ALL
      SELECT t.id, e.knn FROM (SELECT DISTINCT lat, lng, knn FROM near WHERE knn = (SELECT knn FROM edge)) e
      CROSS JOIN LATERAL (
        SELECT p.id FROM posts p WHERE ${where} AND p.lat = e.lat AND p.lng = e.lng
        ORDER BY p.id LIMIT ${count(wanted)}
      ) t
      UNION ALL
      SELECT t.id, NULL::float8 FROM (
        SELECT p.id FROM posts p
        WHERE (SELECT knn FROM edge) IS NULL AND ${where} AND (p.lat IS NULL OR p.lng IS NULL)
        ORDER BY p.id LIMIT ${count(wanted)}
      ) t
    )
    SELECT id, NULL::numeric AS price_cad, NULL::int AS year, knn FROM candidates
    ORDER BY knn, id
    LIMIT ${count(c.limit)} OFFSET ${count(c.offset)}`;
}
