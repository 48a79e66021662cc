import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type TDatabase } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { seedPartNames, seedVehicleNames } from '../../db/seed/reference';

// Existing posts migrate to one fitment row each, nothing lost. A database migrated up to 0013
// gets posts and carts of every kind; then the rest of the migrations run, and each post has exactly
// one fitment row, position 0, of its own year and vehicle, with its search copies, and each cart
// its one row as JSON. (PGlite: this is about the migration's SQL, the same on PostgreSQL.)

let database: TDatabase;
let dir: string;
const run = async (query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx < 14) }),
  );

  database = await openPglite();
  const db = database.db as unknown as PgliteDatabase;
  await migrate(db, { migrationsFolder: dir });
  // The reference rows as 0013's schema holds them (today's seed writes columns added later).
  await run(sql`INSERT INTO vehicles (name)
    SELECT n FROM jsonb_array_elements_text(${JSON.stringify(seedVehicleNames().slice(0, 60))}::jsonb) AS n`);
  await run(sql`INSERT INTO parts (part_name)
    SELECT n FROM jsonb_array_elements_text(${JSON.stringify(seedPartNames().slice(0, 10))}::jsonb) AS n`);
  await run(sql`INSERT INTO "user" (id, name, email) VALUES ('u1', 'Old Seller', 'old@example.com')`);
  await run(sql`
    INSERT INTO posts (user_id, vehicle_id, year, part_id, stock_number, description, price, currency, status, lat, lng)
    SELECT 'u1', v.id, 1990 + v.id % 30, 1 + v.id % 5, 'OLD-' || v.id, 'Before issue 15', 10 + v.id,
      (CASE WHEN v.id % 2 = 0 THEN 'CAD' ELSE 'USD' END)::currency,
      (CASE v.id % 3 WHEN 0 THEN 'active' WHEN 1 THEN 'sold' ELSE 'expired' END)::post_status,
      CASE WHEN v.id % 4 = 0 THEN NULL ELSE 45.5 END, CASE WHEN v.id % 4 = 0 THEN NULL ELSE -73.56 END
    FROM vehicles v ORDER BY v.id LIMIT 40`);
  await run(sql`
    INSERT INTO carts (user_id, vehicle_id, year, part_id, stock_number, description, price)
    SELECT 'u1', vehicle_id, year, part_id, stock_number, description, price FROM posts LIMIT 5`);
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}, 180_000);
afterAll(async () => {
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('migration 0014 on existing posts', () => {
  it('gives every post exactly one row, position 0, of its own year and vehicle, with its search copies', async () => {
    const posts = await run(sql`SELECT count(*)::int AS n FROM posts`);
    expect(posts[0]?.n).toBe(40);
    const mismatched = await run(sql`
      SELECT p.id, count(f.post_id) AS n FROM posts p
      LEFT JOIN post_fitments f ON f.post_id = p.id AND f.position = 0 AND f.vehicle_id = p.vehicle_id
        AND f.year_from = p.year AND f.year_to = p.year AND f.live = (p.status = 'active')
        AND f.price_cad = p.price_cad AND f.post_year = p.year AND f.part_id = p.part_id
        AND f.expires_at = p.expires_at AND f.lat IS NOT DISTINCT FROM p.lat AND f.lng IS NOT DISTINCT FROM p.lng
      GROUP BY p.id HAVING count(f.post_id) <> 1`);
    expect(mismatched).toEqual([]);
    const extra = await run(sql`SELECT count(*)::int AS n FROM post_fitments`);
    expect(extra[0]?.n).toBe(40);
  });

  it("gives every cart its one row as JSON, and every post and cart the details' defaults", async () => {
    const carts = await run(sql`
      SELECT count(*)::int AS n FROM carts
      WHERE fitments = jsonb_build_array(jsonb_build_object('vehicle_id', vehicle_id, 'year_from', year, 'year_to', year))`);
    expect(carts[0]?.n).toBe(5);
    const defaults = await run(sql`
      SELECT count(*)::int AS n FROM posts WHERE condition = 'used' AND grade IS NULL AND mileage_km IS NULL
        AND warranty_days = 0 AND delivery = 'pickup' AND shipping_price IS NULL AND oem_numbers = '{}' AND donor_vin IS NULL`);
    expect(defaults[0]?.n).toBe(40);
    expect((await run(sql`SELECT count(*)::int AS n FROM post_part_numbers`))[0]?.n).toBe(0);
  });
});
