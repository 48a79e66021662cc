import { splitVehicleName } from '@common/vehicles';
import type pg from 'pg';

// The benchmark's searches: a fixed mix drawn with a seeded random source from the loaded
// database itself, so every id, name, word and city exists. Values are picked from random live
// posts, so popular vehicles and parts come up as often as people would ask for them. Most
// searches are a first page; a few page deep, as a few people do.

export interface TMixEntry {
  /** What kind of search it is (the report groups by it). */
  shape: string;
  /** The request, as the browser sends it. */
  path: string;
}

interface TSample {
  id: number;
  user_id: string;
  vehicle_id: number;
  vehicle_name: string;
  year: number;
  part_id: number;
  part_name: string;
  stock_number: string;
}

interface TCity {
  name: string;
  lat: number;
  lng: number;
  posts: number;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Common part words (many posts each), rarer ones, and one nobody wrote. */
const COMMON_WORDS = ['alternator', 'headlight', 'brake', 'door', 'transmission', 'bumper'];
const NO_MATCH_WORD = 'zyzzogeton';

async function livePosts(client: pg.Client, random: () => number, wanted: number): Promise<TSample[]> {
  const range = await client.query('SELECT min(id)::int AS lo, max(id)::int AS hi FROM posts');
  const { lo, hi } = range.rows[0] as { lo: number; hi: number };
  const ids = Array.from({ length: wanted * 2 }, () => lo + Math.floor(random() * (hi - lo + 1)));
  const res = await client.query(
    `SELECT p.id, p.user_id, p.vehicle_id, v.name AS vehicle_name, p.year, p.part_id, pt.part_name, p.stock_number
     FROM unnest($1::int[]) WITH ORDINALITY AS pick(id, n)
     JOIN posts p ON p.id = pick.id
     JOIN vehicles v ON v.id = p.vehicle_id
     JOIN parts pt ON pt.id = p.part_id
     WHERE p.status = 'active' AND p.expires_at > now()
     ORDER BY pick.n`,
    [ids],
  );
  const rows = res.rows as TSample[];
  if (rows.length < wanted) throw new Error(`the mix needs ${wanted} live posts, found ${rows.length}`);
  return rows.slice(0, wanted);
}

interface TFitted {
  id: number;
  /** The post's fitment rows in order: [vehicle_id, year_from, year_to]. */
  fits: [number, number, number][];
  oem_numbers: string[];
  /** The manufacturer of its second row. */
  second_make: string;
}

/** Live posts with a second fitment row, for the searches that match through it. */
async function fittedPosts(client: pg.Client, random: () => number, wanted: number): Promise<TFitted[]> {
  const range = await client.query('SELECT min(id)::int AS lo, max(id)::int AS hi FROM posts');
  const { lo, hi } = range.rows[0] as { lo: number; hi: number };
  const ids = Array.from({ length: wanted * 4 }, () => lo + Math.floor(random() * (hi - lo + 1)));
  const res = await client.query(
    `SELECT p.id, p.oem_numbers, split_part(v.name, ' - ', 1) AS second_make,
       (SELECT json_agg(json_build_array(f.vehicle_id, f.year_from, f.year_to) ORDER BY f.position)
        FROM post_fitments f WHERE f.post_id = p.id) AS fits
     FROM unnest($1::int[]) WITH ORDINALITY AS pick(id, n)
     JOIN posts p ON p.id = pick.id
     JOIN post_fitments s ON s.post_id = p.id AND s.position = 1
     JOIN vehicles v ON v.id = s.vehicle_id
     WHERE p.status = 'active' AND p.expires_at > now()
     ORDER BY pick.n`,
    [ids],
  );
  const rows = res.rows as TFitted[];
  if (rows.length < wanted)
    throw new Error(`the mix needs ${wanted} posts with two fitment rows, found ${rows.length}`);
  return rows.slice(0, wanted);
}

/** OEM numbers written on live posts (some on several). */
async function oemNumbers(client: pg.Client, random: () => number, wanted: number): Promise<string[]> {
  const res = await client.query(
    `SELECT p.oem_numbers[1] AS number FROM posts p
     WHERE p.status = 'active' AND p.expires_at > now() AND cardinality(p.oem_numbers) > 0
       AND p.id >= (SELECT min(id) + floor($1::float8 * (max(id) - min(id)))::int FROM posts)
     ORDER BY p.id LIMIT $2`,
    [random(), wanted],
  );
  return res.rows.map((r) => String(r.number));
}

/** Parts with the fewest live posts (but some): their names are the rare keywords. */
async function rareWords(client: pg.Client): Promise<string[]> {
  const res = await client.query(`
    SELECT pt.part_name FROM posts p JOIN parts pt ON pt.id = p.part_id
    WHERE p.status = 'active' AND p.expires_at > now()
    GROUP BY pt.part_name HAVING count(*) >= 3 ORDER BY count(*), pt.part_name LIMIT 4`);
  return res.rows.map((r) => String(r.part_name).toLowerCase());
}

/** The cities with posts, most posts first. */
async function cities(client: pg.Client): Promise<TCity[]> {
  const res = await client.query(`
    SELECT city AS name, lat, lng, count(*)::int AS posts FROM posts
    WHERE status = 'active' AND lat IS NOT NULL
    GROUP BY city, lat, lng ORDER BY count(*) DESC, city`);
  return res.rows as TCity[];
}

/** The fixed mix of search requests for this database (the same seed, the same mix). */
export async function buildMix(client: pg.Client, seed: number): Promise<TMixEntry[]> {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const posts = await livePosts(client, random, 120);
  let next = 0;
  const post = () => posts[next++ % posts.length] as TSample;
  const rare = await rareWords(client);
  const all = await cities(client);
  const big = all.slice(0, 3);
  const middle = all.slice(20, 40);
  const small = all.slice(-60, -20);

  const mix: TMixEntry[] = [];
  const add = (shape: string, params: Record<string, string | number>, times = 1) => {
    for (let i = 0; i < times; i++) {
      const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
      const query = qs.toString();
      mix.push({ shape, path: `/api/posts/search${query ? `?${query}` : ''}` });
    }
  };
  const repeat = (n: number, fn: () => void) => {
    for (let i = 0; i < n; i++) fn();
  };
  const manufacturer = (p: TSample) => splitVehicleName(p.vehicle_name).manufacturer;
  const at = (c: TCity) => ({ lat: c.lat, lng: c.lng });

  // No filter: the first page people land on, in each order.
  add('no filter', {}, 4);
  add('no filter, price desc', { order_by: 'price', direction: 'desc' }, 2);
  add('no filter, year desc', { order_by: 'year', direction: 'desc' }, 2);
  add('no filter, year asc', { order_by: 'year', direction: 'asc' });
  // Each filter alone.
  repeat(6, () => add('year', { search_year: post().year }));
  repeat(8, () => add('model', { search_make: post().vehicle_id }));
  repeat(6, () => add('manufacturer', { search_manufacturer: manufacturer(post()) }));
  repeat(8, () => add('part', { search_part: post().part_id }));
  repeat(4, () => add('seller', { search_user_id: post().user_id }));
  // Combinations, as the search form builds them.
  repeat(5, () => {
    const p = post();
    add('manufacturer + year', { search_manufacturer: manufacturer(p), search_year: p.year });
  });
  repeat(5, () => {
    const p = post();
    add('model + year', { search_make: p.vehicle_id, search_year: p.year });
  });
  repeat(5, () => {
    const p = post();
    add('model + part', { search_make: p.vehicle_id, search_part: p.part_id });
  });
  repeat(5, () => {
    const p = post();
    add('model + year + part', { search_make: p.vehicle_id, search_year: p.year, search_part: p.part_id });
  });
  repeat(4, () => {
    const p = post();
    add('year + part', { search_year: p.year, search_part: p.part_id });
  });
  repeat(4, () => {
    const p = post();
    add('manufacturer + part', { search_manufacturer: manufacturer(p), search_part: p.part_id });
  });
  repeat(3, () => {
    const p = post();
    add('manufacturer + year + part', {
      search_manufacturer: manufacturer(p),
      search_year: p.year,
      search_part: p.part_id,
    });
  });
  // Keywords: common part words, rare ones, stock numbers and a fragment of one, a word nobody wrote.
  for (const word of COMMON_WORDS) add('keyword, common word', { q: word });
  for (const word of rare) add('keyword, rare words', { q: word });
  repeat(2, () => add('keyword, stock number', { q: post().stock_number }));
  repeat(2, () => add('keyword, stock fragment', { q: post().stock_number.slice(0, 5) }));
  add('keyword, no match', { q: NO_MATCH_WORD });
  repeat(3, () => {
    const p = post();
    add('keyword + model', { q: pick(COMMON_WORDS), search_make: p.vehicle_id });
  });
  add('keyword, year desc', { q: pick(COMMON_WORDS), order_by: 'year', direction: 'desc' });
  // Around real cities: a radius in either unit, nearest first, and with filters.
  for (const c of big) add('radius 25 mi, big city', { ...at(c), radius: 25, unit: 'mi' });
  repeat(3, () => add('radius 100 km', { ...at(pick(middle)), radius: 100, unit: 'km' }));
  add('radius 500 mi', { ...at(pick(big)), radius: 500, unit: 'mi' });
  add('radius 500 mi', { ...at(pick(small)), radius: 500, unit: 'mi' });
  repeat(2, () => add('radius 25 mi, small city', { ...at(pick(small)), radius: 25, unit: 'mi' }));
  repeat(3, () =>
    add('radius 100 mi + part', { ...at(pick(all)), radius: 100, search_part: post().part_id }),
  );
  repeat(2, () =>
    add('radius 100 mi + model', { ...at(pick(all)), radius: 100, search_make: post().vehicle_id }),
  );
  repeat(3, () => add('distance sort', { ...at(pick(all)), order_by: 'distance' }));
  repeat(2, () =>
    add('distance sort + part', { ...at(pick(all)), order_by: 'distance', search_part: post().part_id }),
  );
  repeat(2, () =>
    add('distance sort + radius 100 km', { ...at(pick(all)), order_by: 'distance', radius: 100, unit: 'km' }),
  );
  add('price sort with location', { ...at(pick(big)) }, 2);
  // Both sort keys, both directions, with a filter.
  repeat(2, () => add('part, price desc', { search_part: post().part_id, direction: 'desc' }));
  repeat(2, () =>
    add('model, year desc', { search_make: post().vehicle_id, order_by: 'year', direction: 'desc' }),
  );
  repeat(2, () => add('part, year asc', { search_part: post().part_id, order_by: 'year' }));
  // Deep pages: 20, 100 and 1000 (rows 9,990 to 9,999, as deep as the API pages).
  add('page 20', { range_from: 190, range_to: 199 }, 2);
  add('page 20, part', { search_part: post().part_id, range_from: 190, range_to: 199 });
  add('page 100', { range_from: 990, range_to: 999 });
  add('page 100, year desc', { order_by: 'year', direction: 'desc', range_from: 990, range_to: 999 });
  add('page 1000', { range_from: 9990, range_to: 9999 });
  add('page 1000, price desc', { direction: 'desc', range_from: 9990, range_to: 9999 });
  add('page 100, distance sort', { ...at(pick(all)), order_by: 'distance', range_from: 990, range_to: 999 });
  add('page 20, keyword', { q: pick(COMMON_WORDS), range_from: 190, range_to: 199 });

  // Fitment (drawn after the rest, so the searches above stay what they were): a model, or a model
  // and a year, that only a post's SECOND fitment row names; its manufacturer; OEM numbers typed
  // whole and in part; the part's details alone and with a model.
  const fitted = await fittedPosts(client, random, 24);
  let nextFitted = 0;
  const nextFit = () => fitted[nextFitted++ % fitted.length] as TFitted;
  repeat(6, () => add('model, 2nd row', { search_make: (nextFit().fits[1] as number[])[0] as number }));
  repeat(5, () => {
    const [vehicle, from, to] = nextFit().fits[1] as [number, number, number];
    add('model + year, 2nd row', {
      search_make: vehicle,
      search_year: from + Math.floor(random() * (to - from + 1)),
    });
  });
  repeat(3, () => {
    const f = nextFit();
    const [, from, to] = f.fits[1] as [number, number, number];
    add('manufacturer + year, 2nd row', {
      search_manufacturer: f.second_make,
      search_year: to - Math.floor(random() * (to - from + 1)),
    });
  });
  repeat(3, () => add('year, 2nd row', { search_year: (nextFit().fits[1] as number[])[2] as number }));
  const numbers = await oemNumbers(client, random, 6);
  for (const n of numbers.slice(0, 3)) add('keyword, OEM number', { q: n });
  for (const n of numbers.slice(3, 6)) {
    // What a buyer types before the end: the first two groups ('31100-RNA'), or the first 7 characters.
    const groups = n.split(/[ -]/);
    const prefix = groups.length > 2 ? groups.slice(0, 2).join('-') : n.slice(0, 7).replace(/[ -]+$/, '');
    add('keyword, OEM prefix', { q: prefix });
  }
  add('condition', { condition: 'new' });
  add('condition', { condition: 'remanufactured' });
  add('grade', { grade: 'A' });
  add('grade', { grade: 'B' });
  add('warranty', { warranty: 90 });
  add('warranty', { warranty: 180 });
  add('shipping', { shipping: 1 }, 2);
  repeat(2, () =>
    add('condition + model', { condition: pick(['used', 'new']), search_make: post().vehicle_id }),
  );
  repeat(2, () => add('grade + model', { grade: pick(['A', 'B']), search_make: post().vehicle_id }));
  repeat(2, () => add('warranty + model', { warranty: pick([30, 90]), search_make: post().vehicle_id }));
  repeat(2, () => add('shipping + model', { shipping: 1, search_make: post().vehicle_id }));
  repeat(2, () => {
    const p = post();
    add('details + model + year', {
      grade: 'B',
      warranty: 30,
      shipping: 1,
      search_make: p.vehicle_id,
      search_year: p.year,
    });
  });
  return mix;
}

/** The mix, one line per shape: how many requests and one example. */
export function describeMix(mix: TMixEntry[]): string[] {
  const byShape = new Map<string, TMixEntry[]>();
  for (const e of mix) byShape.set(e.shape, [...(byShape.get(e.shape) ?? []), e]);
  const width = Math.max(...[...byShape.keys()].map((s) => s.length));
  return [...byShape].map(([shape, entries]) => {
    const example = entries[0]?.path.replace('/api/posts/search', '') || '(no parameters)';
    return `  ${shape.padEnd(width)}  x${String(entries.length).padStart(2)}  ${example}`;
  });
}
