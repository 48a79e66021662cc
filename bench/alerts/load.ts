import { sql } from 'drizzle-orm';
import type { TSearchFilters } from '../../common/contracts/search-keys';
import { RADIUS_CHOICES } from '../../common/rules/distance';
import type { TDb } from '../../server/db/client';
import { demoCities, type TDemoCity } from '../../server/demo/cities';
import { searchColumns } from '../../server/modules/saved-searches/search-columns';

// The benchmark's data: users with saved searches of a realistic mix (most name a model or a part,
// some a place and radius, a manufacturer, a year, a keyword alone), and posts that go live.

/** A seeded pseudo-random generator (mulberry32): the same data for the same seed. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return {
    next,
    pick,
    chance: (p: number) => next() < p,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
  };
}
type TRandom = ReturnType<typeof random>;

export interface TCatalog {
  vehicles: { id: number; make: string }[];
  parts: number[];
  cities: TDemoCity[];
}

export async function readCatalog(db: TDb): Promise<TCatalog> {
  const v = await db.execute(sql`SELECT id, split_part(name, ' - ', 1) AS make FROM vehicles ORDER BY id`);
  const p = await db.execute(sql`SELECT id FROM parts ORDER BY id`);
  return {
    vehicles: v.rows as { id: number; make: string }[],
    parts: (p.rows as { id: number }[]).map((r) => r.id),
    cities: demoCities(),
  };
}

const WORDS = [
  'alternator',
  'starter',
  'oem',
  'low miles',
  'tested',
  'left',
  'right',
  'front',
  'rear',
  'chrome',
];

/** One saved search's filters and point, drawn from the mix. */
function drawSearch(
  r: TRandom,
  c: TCatalog,
): { filters: TSearchFilters; point: { lat: number; lng: number } | null } {
  const f: TSearchFilters = {};
  const city = r.pick(c.cities);
  const radius = () => {
    f.radius = r.pick(RADIUS_CHOICES.slice(0, 3));
    f.unit = r.chance(0.5) ? 'km' : 'mi';
  };
  const kind = r.next();
  if (kind < 0.4) {
    f.search_make = r.pick(c.vehicles).id;
    if (r.chance(0.6)) f.search_year = r.int(1995, 2024);
    if (r.chance(0.5)) f.search_part = r.pick(c.parts);
    if (r.chance(0.3)) radius();
  } else if (kind < 0.65) {
    f.search_part = r.pick(c.parts);
    if (r.chance(0.5)) radius();
  } else if (kind < 0.8) {
    radius();
    if (r.chance(0.3)) f.q = r.pick(WORDS);
  } else if (kind < 0.88) {
    f.search_manufacturer = r.pick(c.vehicles).make;
    if (r.chance(0.5)) f.search_year = r.int(1995, 2024);
  } else if (kind < 0.93) {
    f.search_year = r.int(1995, 2024);
    if (r.chance(0.5)) f.q = r.pick(WORDS);
  } else {
    f.q = r.pick(WORDS);
  }
  if (r.chance(0.1)) f.condition = 'used';
  if (r.chance(0.05)) f.shipping = '1';
  return { filters: f, point: f.radius === undefined ? null : { lat: city.lat, lng: city.lng } };
}

/** `users` searchers with `perUser` saved searches each (alerts instant, daily or off), in batches. */
export async function loadSavedSearches(db: TDb, c: TCatalog, users: number, perUser: number, seed: number) {
  const r = random(seed);
  await db.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified)
    SELECT 'bench-searcher-' || n, '', 'searcher' || n || '@bench.example', true FROM generate_series(1, ${users}) AS n`);
  const BATCH = 1000;
  const total = users * perUser;
  for (let start = 0; start < total; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(total, start + BATCH); i++) {
      const { filters, point } = drawSearch(r, c);
      const s = searchColumns(filters, {}, point);
      // Most alert daily or not at all, some at once: 15% instant, 51% daily, 34% off.
      const alert = r.chance(0.15) ? 'instant' : r.chance(0.6) ? 'daily' : 'off';
      rows.push(sql`(${`bench-searcher-${(i % users) + 1}`}, ${`search ${i}`}, ${alert}::saved_search_alert,
        ${s.query}, ${s.year}::int, ${s.vehicleId}::int, ${s.manufacturer}, ${s.partId}::int, ${s.keyword},
        ${s.keywordOem}, ${s.condition}::part_condition, ${s.grade}::part_grade, ${s.warrantyDays}::int,
        ${s.shipping}, ${s.near}, ${s.lat}::float8, ${s.lng}::float8, ${s.radiusM}::float8)`);
    }
    await db.execute(sql`
      INSERT INTO saved_searches (user_id, name, alert, query, year, vehicle_id, manufacturer, part_id, keyword,
        keyword_oem, condition, grade, warranty_days, shipping, near, lat, lng, radius_m)
      VALUES ${sql.join(rows, sql`, `)}`);
  }
  await db.execute(sql`ANALYZE saved_searches`);
}

/** A new live post (one fitment row) by a seller of its own, at a demo city; its id. */
export async function insertPost(db: TDb, r: TRandom, c: TCatalog): Promise<number> {
  const v = r.pick(c.vehicles);
  const year = r.int(1995, 2024);
  const city = r.pick(c.cities);
  const res = await db.execute(sql`
    INSERT INTO posts (user_id, vehicle_id, year, part_id, stock_number, description, price, price_cad, lat, lng,
      city, state, country, condition, delivery)
    VALUES ('bench-seller', ${v.id}, ${year}, ${r.pick(c.parts)}, ${`BN-${r.int(1000, 9999)}`},
      ${`${r.pick(WORDS)} in good order`}, 100, 100, ${city.lat}, ${city.lng},
      ${city.name}, ${city.state}, ${city.country}, 'used', ${r.chance(0.5) ? 'both' : 'pickup'})
    RETURNING id`);
  const id = (res.rows[0] as { id: number }).id;
  await db.execute(sql`
    INSERT INTO post_fitments (post_id, position, vehicle_id, year_from, year_to)
    VALUES (${id}, 0, ${v.id}, ${year}, ${year + r.int(0, 3)})`);
  return id;
}

export async function insertSeller(db: TDb): Promise<void> {
  await db.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified) VALUES ('bench-seller', '', 'seller@bench.example', true)`);
}
