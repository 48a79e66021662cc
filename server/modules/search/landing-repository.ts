import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

type TExec = Pick<TDb, 'execute'>;

// The landing pages' reads: which models and parts have live posts, counted up to a cap,
// through post_fitments' live rows (a post counts for every model it fits, as the search finds it).
// Every statement is bounded: one index probe per catalog model or part, each stopping at the cap.

/** A live fitment row (alias f) at `now`: its post active and not yet expired. */
const live = (now: Date) => sql`f.live AND f.expires_at > ${now.toISOString()}`;

const intArray = (ids: readonly number[]): SQL =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

export interface TCounted {
  id: number;
  /** Distinct live posts among the first cap + 1 rows. */
  posts: number;
  /** More than cap rows: the count stopped. */
  capped: boolean;
}

function counted(rows: unknown[], cap: number): TCounted[] {
  return (rows as { id: number | string; posts: number | string; rows: number | string }[]).map((r) => ({
    id: Number(r.id),
    posts: Math.min(Number(r.posts), cap),
    capped: Number(r.rows) > cap,
  }));
}

/** Of these models, those with live posts, each with its posts counted up to `cap`. */
export async function modelCounts(
  db: TExec,
  now: Date,
  vehicleIds: readonly number[],
  cap: number,
): Promise<TCounted[]> {
  if (vehicleIds.length === 0) return [];
  // A post's rows of one model share its part and id: adjacent in the index's order, so DISTINCT
  // over the first rows counts posts.
  const res = await db.execute(sql`
    SELECT m.id, c.posts, c.rows FROM unnest(${intArray(vehicleIds)}) AS m(id)
    CROSS JOIN LATERAL (
      SELECT count(DISTINCT s.post_id)::int AS posts, count(*)::int AS rows FROM (
        SELECT f.post_id FROM post_fitments f WHERE f.vehicle_id = m.id AND ${live(now)}
        ORDER BY f.part_id, f.post_id LIMIT ${cap + 1}
      ) s
    ) c
    WHERE c.rows > 0`);
  return counted(res.rows, cap);
}

/**
 * The parts a model's live posts are of, each counted up to `cap`: the parts found one index probe
 * at a time (a skip scan over the model's rows in part order), at most `limit` of them.
 */
export async function partCounts(
  db: TExec,
  now: Date,
  vehicleId: number,
  cap: number,
  limit: number,
): Promise<TCounted[]> {
  const res = await db.execute(sql`
    WITH RECURSIVE found(part_id) AS (
      (SELECT f.part_id FROM post_fitments f WHERE f.vehicle_id = ${vehicleId} AND ${live(now)}
       ORDER BY f.part_id LIMIT 1)
      UNION ALL
      SELECT (SELECT f.part_id FROM post_fitments f
              WHERE f.vehicle_id = ${vehicleId} AND f.part_id > found.part_id AND ${live(now)}
              ORDER BY f.part_id LIMIT 1)
      FROM found WHERE found.part_id IS NOT NULL
    )
    SELECT p.part_id AS id, c.posts, c.rows FROM (
      SELECT part_id FROM found WHERE part_id IS NOT NULL LIMIT ${limit}
    ) p
    CROSS JOIN LATERAL (
      SELECT count(DISTINCT s.post_id)::int AS posts, count(*)::int AS rows FROM (
        SELECT f.post_id FROM post_fitments f
        WHERE f.vehicle_id = ${vehicleId} AND f.part_id = p.part_id AND ${live(now)}
        ORDER BY f.post_id LIMIT ${cap + 1}
      ) s
    ) c`);
  return counted(res.rows, cap);
}

/** The catalog's models that have a live post (one probe per model: bounded by the catalog). */
export async function liveVehicleIds(db: TExec, now: Date): Promise<number[]> {
  const res = await db.execute(sql`
    SELECT v.id FROM vehicles v
    WHERE EXISTS (SELECT 1 FROM post_fitments f WHERE f.vehicle_id = v.id AND ${live(now)})
    ORDER BY v.id`);
  return (res.rows as { id: number | string }[]).map((r) => Number(r.id));
}

/**
 * The next (model, part) pairs with live posts after `after`, for models up to `lastVehicle`, in
 * order, at most `limit`: each pair found by one index probe past the last (a skip scan), so the
 * rows of a pair are never all read.
 */
export async function livePairsAfter(
  db: TExec,
  now: Date,
  range: { after: { vehicleId: number; partId: number }; lastVehicle: number; limit: number },
): Promise<{ vehicleId: number; partId: number }[]> {
  const next = (v: SQL, p: SQL) => sql`
    SELECT f.vehicle_id, f.part_id FROM post_fitments f
    WHERE (f.vehicle_id, f.part_id) > (${v}, ${p}) AND f.vehicle_id <= ${range.lastVehicle} AND ${live(now)}
    ORDER BY f.vehicle_id, f.part_id LIMIT 1`;
  const res = await db.execute(sql`
    WITH RECURSIVE pairs(vehicle_id, part_id) AS (
      (${next(sql`${range.after.vehicleId}::int`, sql`${range.after.partId}::int`)})
      UNION ALL
      SELECT n.vehicle_id, n.part_id FROM pairs
      CROSS JOIN LATERAL (${next(sql`pairs.vehicle_id`, sql`pairs.part_id`)}) n
    )
    SELECT vehicle_id, part_id FROM pairs LIMIT ${range.limit}`);
  return (res.rows as { vehicle_id: number | string; part_id: number | string }[]).map((r) => ({
    vehicleId: Number(r.vehicle_id),
    partId: Number(r.part_id),
  }));
}
