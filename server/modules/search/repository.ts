import { createHash } from 'node:crypto';
import { PAGE_SIZE } from '@common/constants';
import type { TSortDirection, TSortKey } from '@common/contracts/search';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { TDb } from '../../db/client';
import { PRICE_BAND } from '../../db/schema/posts';

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
  /** The signed-in viewer: their favourite of each post comes with it. */
  viewerId?: string;
  /** Live means active and not past its expiry at this moment. */
  now: Date;
}

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
}

/** '%' and '_' are LIKE wildcards: a keyword that contains them means them literally. */
const likeEscape = (text: string) => text.replaceAll(/[\\%_]/g, (c) => `\\${c}`);

/** A stock number is matched anywhere in it once the keyword has a trigram's worth of characters. */
const STOCK_SUBSTRING_MIN = 3;

/**
 * Row counts (LIMIT, OFFSET) are written into the statement, not sent as parameters: the planner
 * needs them to choose a walk in index order, and a reusable plan (below) is made for them.
 */
const count = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n))));

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

function radiusConditions(origin: { lat: number; lng: number }, metres: number, point: SQL): SQL[] {
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
function keywordCondition(keyword: string): SQL {
  const words = sql`p.search @@ websearch_to_tsquery('english', ${keyword})`;
  return keyword.length >= STOCK_SUBSTRING_MIN
    ? sql`(${words} OR p.stock_number ILIKE ${`%${likeEscape(keyword)}%`})`
    : words;
}

/** The filters (alias p), live posts only; the keyword's test unless told otherwise. */
function whereClause(c: TSearchCriteria, originPoint: SQL | null, withKeyword = true): SQL {
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

/**
 * The page in price or year order: ids and sort keys only, so that with the filters on the
 * covering indexes the page is found without reading the table, however deep it is.
 */
/** The sort keys of alias's columns (none: the output's), each with `suffix`. */
function sortOrder(c: TSearchCriteria, alias = 'p', suffix = ''): SQL {
  const dir = c.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const col = (name: string) => sql.raw(`${alias ? `${alias}.` : ''}${name}${suffix}`);
  // Each sort key is followed by the id, so that equal prices page in a stable order.
  return c.orderBy === 'year'
    ? sql`${col('year')} ${dir}, ${col('price')} ${dir}, ${col('id')} ${dir}`
    : sql`${col('price')} ${dir}, ${col('id')} ${dir}`;
}

function sortedPage(c: TSearchCriteria, where: SQL): SQL {
  const order = sortOrder(c);
  return sql`
    SELECT p.id, p.price, p.year, NULL::float8 AS knn FROM posts p
    WHERE ${where}
    ORDER BY ${order}
    LIMIT ${count(c.limit)} OFFSET ${count(c.offset)}`;
}

/** A text search query's text when it is only words ('a' & 'b'), and only words and phrases. */
const WORDS_TOGETHER = `^'[^']+'( & '[^']+')*$`;
const WORDS_IN_PHRASES = `^'[^']+'( (&|<(-|[0-9]+)>) '[^']+')*$`;

/**
 * A keyword page in price or year order, read band by band in that order. The words index (GIN)
 * finds a word's posts in no particular order, so sorting all of a common word's matches costs a
 * table read each (~12,000 for 'alternator' in a million posts, 25-50 ms), and walking the sort
 * order instead reads the whole table when the word's posts all sit at its far end (alternators
 * are never cheap). The search column also holds lexemes no keyword can match (schema/posts.ts):
 * each post's price band, its year, and each of its words with the price band. So the bands are
 * taken in sort order, and each band's matches are found through the index, read and sorted; the
 * statement stops once offset+limit rows are found (a nested loop over the bands under an
 * incremental sort on (band, sort keys); exact, as a band holds one range of the sort's first
 * key). A stock number fragment's matches come through the trigram index, all of them (a fragment
 * matches few), and join the word's.
 */
function bandedKeywordPage(c: TSearchCriteria, keyword: string): SQL {
  const wanted = c.offset + c.limit;
  const others = whereClause(c, null, false);
  const live = sql`FROM posts WHERE status = 'active'`;
  const byYear = c.orderBy === 'year';
  // The bands of the live posts in sort order (none when there are none).
  const [lo, hi] = byYear
    ? [sql`(SELECT min(year) ${live})`, sql`(SELECT max(year) ${live})`]
    : [
        sql`(SELECT ${PRICE_BAND} FROM (SELECT min(price) AS price ${live}) m)`,
        sql`(SELECT ${PRICE_BAND} FROM (SELECT max(price) AS price ${live}) m)`,
      ];
  const series =
    c.direction === 'desc' ? sql`generate_series(${hi}, ${lo}, -1)` : sql`generate_series(${lo}, ${hi})`;
  // The band's matches through the index. In price order, a keyword of words together or in
  // phrases (its text is 'a' & 'b' <-> 'c') becomes each word with the band, 'a p47' & 'b p47' &
  // 'c p47': the index holds exactly those posts under those entries. Any other keyword (or in
  // year order) is its words and the band's lexeme (' p47', ' y2005'), the index intersecting the
  // words' posts with the band's. The keyword's own query is tested too unless the band's is
  // exact (words together, no phrase).
  const lexeme = `' || b.band || '''')::tsquery`;
  const query = byYear
    ? sql.raw(`SELECT w.q && (''' y${lexeme} AS q`)
    : sql.raw(`SELECT CASE WHEN w.words THEN regexp_replace(regexp_replace(w.q::text, ' <(-|[0-9]+)> ', ' & ', 'g'),
            '''([^'']+)''', '''\\1 p' || b.band || '''', 'g')::tsquery
          ELSE w.q && (''' p${lexeme} END AS q`);
  const exact = byYear ? sql.raw('w.q') : sql.raw('CASE WHEN w.together THEN t.q ELSE w.q END');
  const words = sql`
    SELECT m.id, m.price, m.year
    FROM (
      SELECT q, q::text ~ ${WORDS_IN_PHRASES} AS words, q::text ~ ${WORDS_TOGETHER} AS together
      FROM websearch_to_tsquery('english', ${keyword}) q
    ) w
    CROSS JOIN ${series} WITH ORDINALITY AS b(band, n)
    CROSS JOIN LATERAL (${query}) t
    CROSS JOIN LATERAL (
      SELECT p.id, p.price, p.year FROM posts p
      WHERE ${others} AND p.search @@ t.q AND p.search @@ ${exact}
      -- a fence: each band is read on its own (the planner would otherwise read every match once
      -- when it thinks the word rare, and words together are often commoner than it thinks)
      OFFSET 0
    ) m
    ORDER BY b.n, ${sortOrder(c, 'm')}
    LIMIT ${count(wanted)}`;
  const stock =
    keyword.length >= STOCK_SUBSTRING_MIN
      ? sql`
    UNION
    (SELECT p.id, p.price, p.year FROM posts p
      WHERE ${others} AND p.stock_number ILIKE ${`%${likeEscape(keyword)}%`}
      -- '+ 0': through the trigram index, not a walk of the sort order testing every post
      ORDER BY ${sortOrder(c, 'p', ' + 0')}
      LIMIT ${count(wanted)})`
      : sql``;
  return sql`
    SELECT id, price, year, NULL::float8 AS knn FROM ((${words})${stock}) k
    ORDER BY ${sortOrder(c, '')}
    LIMIT ${count(c.limit)} OFFSET ${count(c.offset)}`;
}

/** Posts read in sort order before a keyword search gives up walking and reads all its matches. */
const KEYWORD_WALK = 3_000;

/**
 * A keyword page in price or year order. The words index (GIN) finds every match but not in
 * order, so a common word costs a table read per match (~12,000 for 'alternator' in a million
 * posts); walking the sort order and testing each post finds a page of a common word at once,
 * unless the word's posts all sit at the far end of the order (alternators are never cheap):
 * then the walk reads the whole table. So: walk at most KEYWORD_WALK posts in order, stopping at
 * the page's last row; if that gave the page (or was every post), done; otherwise read all the
 * matches through the words index. (The planner cannot tell the two cases apart: it knows how
 * common a word is, not where in the price order its posts are.)
 */
function walkedKeywordPage(c: TSearchCriteria, originPoint: SQL | null, keyword: string): SQL {
  const wanted = c.offset + c.limit;
  const others = whereClause(c, originPoint, false);
  return sql`
    WITH walk AS MATERIALIZED (
      SELECT id, price, year FROM (
        SELECT p.id, p.price, p.year, ${keywordCondition(keyword)} AS hit FROM posts p
        WHERE ${others}
        ORDER BY ${sortOrder(c)}
        LIMIT ${count(KEYWORD_WALK)}
      ) w WHERE hit LIMIT ${count(wanted)}
    ), verdict AS MATERIALIZED (
      -- The walk holds the page when it found it, or when it read every post the other filters
      -- allow (counted from the index alone, and only when needed).
      SELECT (SELECT count(*) FROM walk) >= ${count(wanted)} OR (
        SELECT count(*) FROM (SELECT 1 FROM posts p WHERE ${others} ORDER BY ${sortOrder(c)} LIMIT ${count(KEYWORD_WALK)}) n
      ) < ${count(KEYWORD_WALK)} AS walked
    )
    SELECT id, price, year, NULL::float8 AS knn FROM walk WHERE (SELECT walked FROM verdict)
    UNION ALL
    SELECT * FROM (
      -- '+ 0': not in an index's order (that was the walk), so through the words index
      SELECT p.id, p.price, p.year, NULL::float8 AS knn FROM posts p
      WHERE NOT (SELECT walked FROM verdict) AND ${whereClause(c, originPoint)}
      ORDER BY ${sortOrder(c, 'p', ' + 0')}
      LIMIT ${count(wanted)}
    ) matches
    ORDER BY ${sortOrder(c, '')}
    LIMIT ${count(c.limit)} OFFSET ${count(c.offset)}`;
}

/**
 * A keyword page in price or year order: band by band when the keyword is the only filter; with
 * another filter, whose own index narrows the posts (vehicle, part, year, seller, radius...), by
 * walking that index in sort order (a word's bands would be read whole to find the filter's few).
 */
function keywordPage(c: TSearchCriteria, originPoint: SQL | null, keyword: string): SQL {
  const alone =
    c.year === undefined &&
    c.vehicleId === undefined &&
    c.manufacturer === undefined &&
    c.partId === undefined &&
    c.userId === undefined &&
    c.favoritedBy === undefined &&
    c.radiusMetres === undefined;
  return alone ? bandedKeywordPage(c, keyword) : walkedKeywordPage(c, originPoint, keyword);
}

/**
 * The page nearest first, ties (the posts of one city share its point) by id. The GiST index
 * walks posts by distance but cannot break ties, so: the first offset+limit posts by distance
 * ('near'); every post strictly nearer than the last of them is among them; the posts at the last
 * one's point (or without a location, when the walk reached those) come by id from a btree, at
 * most offset+limit of them; the union sorted by distance and id holds the page.
 */
function nearestPage(c: TSearchCriteria, where: SQL, originPoint: SQL): SQL {
  const wanted = c.offset + c.limit;
  const knn = sql`ll_to_earth(p.lat, p.lng) <-> ${originPoint}`;
  return sql`
    WITH near AS MATERIALIZED (
      SELECT p.id, p.lat, p.lng, ${knn} AS knn FROM posts p
      WHERE ${where}
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
    SELECT id, NULL::numeric AS price, NULL::int AS year, knn FROM candidates
    ORDER BY knn, id
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
export async function searchPosts(db: TDb, c: TSearchCriteria): Promise<TSearchRow[]> {
  const query = searchQuery(c);
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool && reusablePlan(c)) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const res = await pool.query({ name: statementName(text), text, values: params });
    return res.rows as TSearchRow[];
  }
  const res = await db.execute(query);
  return res.rows as unknown as TSearchRow[];
}

const dialect = new PgDialect();
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
 * database's time for a simple page. Only first pages of year, vehicle and part filters in price
 * or year order: one plan (walk the filter's index in sort order) is right for any value. A
 * keyword, a manufacturer, a radius or a seller can match a handful of posts or a tenth of them,
 * and the right plan differs; those, nearest first and deeper pages are planned each time.
 */
export function reusablePlan(c: TSearchCriteria): boolean {
  return (
    c.offset === 0 &&
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
export function searchQuery(c: TSearchCriteria): SQL {
  const originPoint = c.origin ? sql`ll_to_earth(${c.origin.lat}, ${c.origin.lng})` : null;
  const where = whereClause(c, originPoint);
  const nearest = c.orderBy === 'distance' && originPoint !== null;
  const page =
    nearest && originPoint
      ? nearestPage(c, where, originPoint)
      : c.keyword
        ? keywordPage(c, originPoint, c.keyword)
        : sortedPage(c, where);
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
      ${favorite} AS favorite_id
    FROM (${page}) page
    JOIN posts p ON p.id = page.id
    ORDER BY ${pageOrder(c, nearest)}`;
}
