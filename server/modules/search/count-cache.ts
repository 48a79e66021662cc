import type { TDb } from '../../db/client';
import { radiusBox, type TSearchCriteria } from './repository/search-sql';

// Counting a search's matches (up to 1,001) costs most of its statement: at a million posts about
// three quarters of the database's time for the benchmark's mix, against finding the page of 11.
// Each instance keeps the counts it made, with the number of the search's key at the time (table
// search_generations, kept by triggers: migration 0017). Any change to a post moves the keys of its
// part, its models, manufacturers and years, and its place, and 'all'; a search depends on the key
// of one of its filters (a post it could gain or lose has that key), so a kept count is used while
// that number is unchanged, and a post published, edited, sold or removed on any instance shows in
// the next count of the searches it concerns, while the others keep theirs. The page itself is
// always read fresh. The one thing the keys do not see is time: a post whose expiry passes between
// two expiry-job runs stays counted until the job marks it expired or the count is COUNT_TTL_MS old.

/** How long a kept count may be used at most (the expiry job marks expired posts every minute). */
export const COUNT_TTL_MS = 60_000;
/** How many searches' counts an instance keeps (the least recently used go first). */
export const COUNT_CACHE_SIZE = 10_000;

export interface TKeptCount {
  /** The matches counted (up to the cap and one past it). */
  counted: number;
  /** The search generation the count was made at. */
  generation: number;
  /** When it was counted (the app's clock, ms). */
  at: number;
}

interface TEntry extends TKeptCount {
  /** How long this one is kept: COUNT_TTL_MS less up to a half, at random, so that counts made together (a cold start) are not all made again together. */
  ttl: number;
}

interface TCountCache {
  counts: Map<string, TEntry>;
  hits: number;
  misses: number;
}

const caches = new WeakMap<TDb, TCountCache>();

function cacheOf(db: TDb): TCountCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { counts: new Map(), hits: 0, misses: 0 };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * What the count of a search depends on: its filters and the cap, not its order, page or viewer.
 * None for a user's favourites (they change at each click, and are a handful of posts to count).
 */
export function countKey(c: TSearchCriteria): string | null {
  if (c.favoritedBy !== undefined) return null;
  return JSON.stringify([
    c.year,
    c.vehicleId,
    c.manufacturer?.toLowerCase(),
    c.partId,
    c.userId,
    c.keyword,
    c.condition,
    c.grade,
    c.warrantyDays,
    c.shipping,
    c.radiusMetres === undefined ? undefined : c.origin,
    c.radiusMetres,
    c.countCap,
  ]);
}

/** Degree squares a radius search may depend on at most (a 500-mile radius covers ~200). */
const MAX_CELLS = 400;

/** The degree squares ('cell:<lat>:<lng>') a radius's box covers, or null past MAX_CELLS or a pole. */
function radiusCells(c: TSearchCriteria): string[] | null {
  if (!c.origin || c.radiusMetres === undefined) return null;
  const box = radiusBox(c.origin.lat, c.origin.lng, c.radiusMetres);
  if (box.lngMin === undefined || box.lngMax === undefined) return null;
  const lats = [Math.floor(box.latMin), Math.floor(box.latMax)] as const;
  // Across the antimeridian the box's longitudes run past ±180: both sides, wrapped.
  const lngs: number[] = [];
  for (let x = Math.floor(box.lngMin); x <= Math.floor(box.lngMax); x++) lngs.push(((x + 540) % 360) - 180);
  if ((lats[1] - lats[0] + 1) * lngs.length > MAX_CELLS) return null;
  const cells: string[] = [];
  for (let y = lats[0]; y <= lats[1]; y++) for (const x of lngs) cells.push(`cell:${y}:${x}`);
  return cells;
}

/**
 * The keys whose numbers a search's count depends on (migration 0017's triggers move them): one
 * filter's is enough, since a post that enters or leaves the matches matches every filter before
 * or after the change, and its keys then moved. The narrowest filter is taken; 'all' without one.
 */
export function generationKeys(c: TSearchCriteria): string[] {
  if (c.vehicleId !== undefined) return [`vehicle:${c.vehicleId}`];
  if (c.partId !== undefined) return [`part:${c.partId}`];
  // The triggers name a manufacturer by the text before ' - ', lower-cased by PostgreSQL: a plain
  // ASCII name is lower-cased alike on both sides.
  const make = c.manufacturer?.toLowerCase();
  if (make !== undefined && !make.includes(' - ') && /^[\x20-\x7e]+$/.test(make)) return [`make:${make}`];
  if (c.year !== undefined) return [`year:${c.year}`];
  return radiusCells(c) ?? ['all'];
}

/** The kept count of this search, if one is young enough (its generation is checked by the caller). */
export function keptCount(db: TDb, key: string, nowMs: number): TKeptCount | undefined {
  const cache = cacheOf(db);
  const kept = cache.counts.get(key);
  if (!kept || nowMs - kept.at >= kept.ttl || nowMs < kept.at) return undefined;
  // Used again: to the back of the line (a Map keeps insertion order).
  cache.counts.delete(key);
  cache.counts.set(key, kept);
  return kept;
}

/** Keeps a count just made; the least recently used goes when the cache is full. */
export function keepCount(db: TDb, key: string, count: TKeptCount): void {
  const { counts } = cacheOf(db);
  counts.delete(key);
  counts.set(key, { ...count, ttl: COUNT_TTL_MS * (0.5 + Math.random() / 2) });
  if (counts.size > COUNT_CACHE_SIZE) {
    const oldest = counts.keys().next().value;
    if (oldest !== undefined) counts.delete(oldest);
  }
}

/** Whether a search's count came from the cache (its generation still current) or was made. */
export function countUsed(db: TDb, kept: boolean): void {
  const cache = cacheOf(db);
  if (kept) cache.hits++;
  else cache.misses++;
}

/** How often this instance's searches used a kept count (benchmarks print it). */
export function countCacheStats(db: TDb): { hits: number; misses: number; kept: number } {
  const cache = cacheOf(db);
  return { hits: cache.hits, misses: cache.misses, kept: cache.counts.size };
}
