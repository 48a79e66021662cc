import { normalizeOemNumber, OEM_PREFIX_MIN } from '@common/rules/fitment';
import { gradesAtLeast, type TGrade } from '@common/rules/part-details';
import type pg from 'pg';
import type { TProbe } from './probe';

// --verify: each distinct search's page, as the app answered it, against the same search written
// the plain way (filters, ORDER BY, OFFSET; no covering-index tricks, no walk-then-fallback, no
// nearest-first tie handling), written here from the request's parameters alone. Slow at a
// million posts (the plain nearest-first sorts every live post), so not run by default.

const METRES_PER_UNIT = { mi: 1609.344, km: 1000 } as const;
const likeEscape = (text: string) => text.replaceAll(/[\\%_]/g, (c) => `\\${c}`);

function referenceQuery(path: string, now: Date): { text: string; values: unknown[] } {
  const q = new URL(path, 'http://bench.invalid').searchParams;
  const values: unknown[] = [now.toISOString()];
  const param = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const where = ["p.status = 'active'", 'p.expires_at > $1'];
  const get = (k: string) => q.get(k)?.trim() || undefined;
  // Year, model and manufacturer: ANY one of the post's fitment rows covers all that is asked.
  const fits: string[] = [];
  const year = get('search_year');
  if (year) fits.push(`f.year_from <= ${param(Number(year))} AND f.year_to >= $${values.length}`);
  const make = get('search_make');
  if (make) fits.push(`f.vehicle_id = ${param(Number(make))}`);
  const manufacturer = get('search_manufacturer');
  if (manufacturer) {
    const prefix = param(`${likeEscape(manufacturer.toLowerCase())} - %`);
    fits.push(`f.vehicle_id IN (SELECT id FROM vehicles WHERE lower(name) LIKE ${prefix})`);
  }
  if (fits.length > 0)
    where.push(`EXISTS (SELECT 1 FROM post_fitments f WHERE f.post_id = p.id AND ${fits.join(' AND ')})`);
  // The part's details.
  const condition = get('condition');
  if (condition) where.push(`p.condition::text = ${param(condition)}`);
  const grade = get('grade');
  if (grade) where.push(`p.grade::text = ANY(${param(gradesAtLeast(grade as TGrade))})`);
  const warranty = get('warranty');
  if (warranty) where.push(`p.warranty_days >= ${param(Number(warranty))}`);
  if (get('shipping') === '1') where.push(`p.delivery::text <> 'pickup'`);
  const part = get('search_part');
  if (part) where.push(`p.part_id = ${param(Number(part))}`);
  const user = get('search_user_id');
  if (user) where.push(`p.user_id = ${param(user)}`);
  const keyword = get('q');
  if (keyword) {
    const tests = [`p.search @@ websearch_to_tsquery('english', ${param(keyword)})`];
    if (keyword.length >= 3) tests.push(`p.stock_number ILIKE ${param(`%${likeEscape(keyword)}%`)}`);
    // An OEM number, compared as written on the post once normalised: equal, or (3 or more
    // letters and digits) starting with the keyword's.
    const key = normalizeOemNumber(keyword);
    if (key !== '') {
      const number = "regexp_replace(upper(n), '[^A-Z0-9]', '', 'g')";
      const test =
        key.length >= OEM_PREFIX_MIN
          ? `left(${number}, ${key.length}) = ${param(key)}`
          : `${number} = ${param(key)}`;
      tests.push(`EXISTS (SELECT 1 FROM unnest(p.oem_numbers) n WHERE ${test})`);
    }
    where.push(`(${tests.join(' OR ')})`);
  }
  const lat = get('lat');
  const lng = get('lng');
  const radius = get('radius');
  const orderBy = get('order_by') ?? 'price';
  const located = lat && lng && (radius || orderBy === 'distance');
  const origin = located ? `ll_to_earth(${param(Number(lat))}, ${param(Number(lng))})` : null;
  if (origin && radius) {
    const metres = Number(radius) * METRES_PER_UNIT[(get('unit') ?? 'mi') as 'mi' | 'km'];
    where.push(`earth_distance(${origin}, ll_to_earth(p.lat, p.lng)) <= ${param(metres)}`);
  }
  const dir = get('direction') === 'desc' ? 'DESC' : 'ASC';
  const order =
    orderBy === 'distance' && origin
      ? `ll_to_earth(p.lat, p.lng) <-> ${origin}, p.id`
      : orderBy === 'year'
        ? `p.year ${dir}, p.price_cad ${dir}, p.id ${dir}`
        : `p.price_cad ${dir}, p.id ${dir}`;
  const from = Number(get('range_from') ?? 0);
  const to = Number(get('range_to') ?? from + 9);
  return {
    text: `SELECT p.id FROM posts p WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${to - from + 1} OFFSET ${from}`,
    values,
  };
}

/** The searches whose page differs from the plain query's, with both lists of ids. */
export async function verifyPages(client: pg.Client, probes: TProbe[]): Promise<string[]> {
  const problems: string[] = [];
  const now = new Date();
  for (const probe of probes) {
    const got = (JSON.parse(probe.body) as { posts: { id: number }[] }).posts.map((p) => p.id);
    const ref = referenceQuery(probe.path, now);
    const res = await client.query(ref.text, ref.values);
    const want = res.rows.map((r) => Number(r.id));
    if (got.join(',') !== want.join(','))
      problems.push(`${probe.path}: app [${got.join(',')}], plain query [${want.join(',')}]`);
  }
  return problems;
}
