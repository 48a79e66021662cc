import type { TSortDirection, TSortKey } from '@common/contracts/search';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

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
  vehicle_name: string;
  part_name: string;
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

function whereClause(c: TSearchCriteria, originPoint: SQL | null): SQL {
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
  if (c.keyword) {
    const words = sql`p.search @@ websearch_to_tsquery('english', ${c.keyword})`;
    conds.push(
      c.keyword.length >= STOCK_SUBSTRING_MIN
        ? sql`(${words} OR p.stock_number ILIKE ${`%${likeEscape(c.keyword)}%`})`
        : words,
    );
  }
  if (originPoint && c.radiusMetres !== undefined) {
    // The box test uses the GiST index; the exact great-circle test trims the box's corners.
    conds.push(sql`earth_box(${originPoint}, ${c.radiusMetres}) @> ll_to_earth(p.lat, p.lng)`);
    conds.push(sql`earth_distance(${originPoint}, ll_to_earth(p.lat, p.lng)) <= ${c.radiusMetres}`);
  }
  return sql.join(conds, sql` AND `);
}

/** The sort keys, each followed by the id so that equal prices page in a stable order. */
function orderClause(c: TSearchCriteria, originPoint: SQL | null, alias: 'p' | 'page'): SQL {
  const dir = c.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  if (c.orderBy === 'distance' && originPoint) {
    // Nearest first: the index orders by straight-line distance, which follows the great circle.
    return alias === 'p' ? sql`ll_to_earth(p.lat, p.lng) <-> ${originPoint}, p.id` : sql`page.knn, page.id`;
  }
  if (c.orderBy === 'year') return sql`${col('year')} ${dir}, ${col('price')} ${dir}, ${col('id')} ${dir}`;
  return sql`${col('price')} ${dir}, ${col('id')} ${dir}`;
}

/**
 * One statement for a page of search results with everything a card shows: names, distance,
 * photos and the viewer's favourite (no follow-up query per post). The inner query finds the page
 * through the indexes; the outer one decorates only those rows.
 */
export async function searchPosts(db: TDb, c: TSearchCriteria): Promise<TSearchRow[]> {
  const originPoint = c.origin ? sql`ll_to_earth(${c.origin.lat}, ${c.origin.lng})` : null;
  const knn =
    originPoint && c.orderBy === 'distance'
      ? sql`, ll_to_earth(p.lat, p.lng) <-> ${originPoint} AS knn`
      : sql``;
  const distance = originPoint
    ? sql`earth_distance(${originPoint}, ll_to_earth(page.lat, page.lng))`
    : sql`NULL::float8`;
  const favorite = c.viewerId
    ? sql`(SELECT f.id FROM favorites f WHERE f.post_id = page.id AND f.user_id = ${c.viewerId})`
    : sql`NULL::int`;
  const res = await db.execute(sql`
    SELECT page.id, page.user_id, coalesce(u.username, '') AS username, page.price::text AS price,
      page.currency AS currencytype, page.year, v.name AS vehicle_name, pt.part_name, page.stock_number,
      page.description, page.city, page.state, page.country, ${distance} AS distance,
      coalesce((SELECT json_agg(json_build_object('position', i.position, 'storageKey', i.storage_key,
        'width', i.width, 'height', i.height) ORDER BY i.position) FROM post_images i WHERE i.post_id = page.id),
        '[]'::json) AS images,
      ${favorite} AS favorite_id
    FROM (
      SELECT p.id, p.user_id, p.price, p.currency, p.year, p.vehicle_id, p.part_id, p.stock_number,
        p.description, p.city, p.state, p.country, p.lat, p.lng ${knn}
      FROM posts p
      WHERE ${whereClause(c, originPoint)}
      ORDER BY ${orderClause(c, originPoint, 'p')}
      LIMIT ${c.limit} OFFSET ${c.offset}
    ) page
    JOIN vehicles v ON v.id = page.vehicle_id
    JOIN parts pt ON pt.id = page.part_id
    LEFT JOIN userdata u ON u.user_id = page.user_id
    ORDER BY ${orderClause(c, originPoint, 'page')}`);
  return res.rows as unknown as TSearchRow[];
}
