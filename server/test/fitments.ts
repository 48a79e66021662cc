import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

// Fitment rows for posts written straight into the table (publish.ts writes a post's rows with it):
// the post's own year and vehicle as its first row, and more rows as a test needs them. The
// triggers of migration 0014 copy the post's searched columns onto each row.

/** Row 0 (the post's year and vehicle) for every post that has no fitment row yet. */
export async function addFirstFitmentRows(app: Pick<FastifyInstance, 'db'>): Promise<void> {
  await app.db.execute(sql`
    INSERT INTO post_fitments (post_id, position, vehicle_id, year_from, year_to)
    SELECT p.id, 0, p.vehicle_id, p.year, p.year FROM posts p
    WHERE NOT EXISTS (SELECT 1 FROM post_fitments f WHERE f.post_id = p.id)`);
}

export interface TTestFitment {
  vehicle_id: number;
  year_from: number;
  year_to: number;
}

/** Replaces a post's fitment rows with these, in order (position 0 first). */
export async function setFitmentRows(
  app: Pick<FastifyInstance, 'db'>,
  postId: number,
  rows: readonly TTestFitment[],
): Promise<void> {
  await app.db.execute(sql`DELETE FROM post_fitments WHERE post_id = ${postId}`);
  for (const [position, r] of rows.entries()) {
    await app.db.execute(sql`
      INSERT INTO post_fitments (post_id, position, vehicle_id, year_from, year_to)
      VALUES (${postId}, ${position}, ${r.vehicle_id}, ${r.year_from}, ${r.year_to})`);
  }
}
