import { type SQL, sql } from 'drizzle-orm';
import { PRICE_BAND } from '../../../db/schema/posts';
import { fitmentPosts, throughFitments } from './fitment-sql';
import {
  count,
  keywordCondition,
  likeEscape,
  partNumberPosts,
  STOCK_SUBSTRING_MIN,
  sortOrder,
  type TSearchCriteria,
  whereClause,
} from './search-sql';

// A keyword's page in price or year order (see docs/decisions.md, finding a part).

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
 * matches few), and so do a part number's through its own index; they join the word's.
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
        sql`(SELECT ${PRICE_BAND} FROM (SELECT min(price_cad) AS price ${live}) m)`,
        sql`(SELECT ${PRICE_BAND} FROM (SELECT max(price_cad) AS price ${live}) m)`,
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
    SELECT m.id, m.price_cad, m.year
    FROM (
      SELECT q, q::text ~ ${WORDS_IN_PHRASES} AS words, q::text ~ ${WORDS_TOGETHER} AS together
      FROM websearch_to_tsquery('english', ${keyword}) q
    ) w
    CROSS JOIN ${series} WITH ORDINALITY AS b(band, n)
    CROSS JOIN LATERAL (${query}) t
    CROSS JOIN LATERAL (
      SELECT p.id, p.price_cad, p.year FROM posts p
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
    (SELECT p.id, p.price_cad, p.year FROM posts p
      WHERE ${others} AND p.stock_number ILIKE ${`%${likeEscape(keyword)}%`}
      -- '+ 0': through the trigram index, not a walk of the sort order testing every post
      ORDER BY ${sortOrder(c, 'p', ' + 0')}
      LIMIT ${count(wanted)})`
      : sql``;
  // A part number's posts, all of them, through the numbers' index (an exact number or a prefix
  // matches few), joining the others'.
  const numbers = partNumberPosts(keyword);
  const oem = numbers
    ? sql`
    UNION
    (SELECT p.id, p.price_cad, p.year FROM posts p
      WHERE ${others} AND p.id IN (${numbers})
      ORDER BY ${sortOrder(c, 'p', ' + 0')}
      LIMIT ${count(wanted)})`
    : sql``;
  return sql`
    SELECT id, price_cad, year, NULL::float8 AS knn FROM ((${words})${stock}${oem}) k
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
  // The posts the other filters allow, in sort order: through the fitment rows for a year, model or
  // manufacturer (each post once), each then read for the keyword's test.
  const fitments = throughFitments(c);
  const walked = fitments
    ? sql`
        SELECT s.id, s.price_cad, s.year, ${keywordCondition(keyword, 'row')} AS hit
        FROM (${fitmentPosts(c, originPoint)} LIMIT ${count(KEYWORD_WALK)}) s
        JOIN posts p ON p.id = s.id
        ORDER BY ${sortOrder(c, 's')}`
    : sql`
        SELECT p.id, p.price_cad, p.year, ${keywordCondition(keyword, 'row')} AS hit FROM posts p
        WHERE ${others}
        ORDER BY ${sortOrder(c)}
        LIMIT ${count(KEYWORD_WALK)}`;
  const allowed = fitments
    ? sql`SELECT 1 FROM (${fitmentPosts(c, originPoint)} LIMIT ${count(KEYWORD_WALK)}) s`
    : sql`SELECT 1 FROM posts p WHERE ${others} ORDER BY ${sortOrder(c)} LIMIT ${count(KEYWORD_WALK)}`;
  return sql`
    WITH walk AS MATERIALIZED (
      SELECT id, price_cad, year FROM (${walked}) w WHERE hit LIMIT ${count(wanted)}
    ), verdict AS MATERIALIZED (
      -- The walk holds the page when it found it, or when it read every post the other filters
      -- allow (counted from the index alone, and only when needed).
      SELECT (SELECT count(*) FROM walk) >= ${count(wanted)} OR (
        SELECT count(*) FROM (${allowed}) n
      ) < ${count(KEYWORD_WALK)} AS walked
    )
    SELECT id, price_cad, year, NULL::float8 AS knn FROM walk WHERE (SELECT walked FROM verdict)
    UNION ALL
    SELECT * FROM (
      -- '+ 0': not in an index's order (that was the walk), so through the words index
      SELECT p.id, p.price_cad, p.year, NULL::float8 AS knn FROM posts p
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
export function keywordPage(c: TSearchCriteria, originPoint: SQL | null, keyword: string): SQL {
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
