import pg from 'pg';
import { openPostgres } from '../../server/db/client';
import { seedReferenceData } from '../../server/db/seed/reference';
import { generateDemo } from '../../server/demo/generate';
import { migrateDatabase } from '../../server/startup/migrate';
import { databaseUrl, withAdmin } from './connection';

// One database per size: created, migrated, seeded with the reference lists and the demo posts
// (photo rows without files), then vacuumed and analyzed, as a site that has settled looks.

export interface TBenchDatabase {
  name: string;
  url: string;
  size: number;
  /** Posts in the table, and the live ones among them (active and not expired). */
  posts: number;
  live: number;
  /** Load time in ms (0 when an earlier run's database was reused). */
  loadMs: number;
  vacuumMs: number;
  reused: boolean;
  tableMb: number;
  indexesMb: number;
  /** Fitment rows and OEM numbers as matched, and the fitment table's size. */
  fitments: number;
  partNumbers: number;
  fitmentsMb: number;
  fitmentIndexesMb: number;
}

export const databaseName = (size: number) => `partsyard_bench_search_${size}`;
const marker = (size: number, seed: number) => `partsyard bench:search: ${size} posts, seed ${seed}`;

async function loadedMarker(name: string): Promise<string | null> {
  return withAdmin(async (admin) => {
    const res = await admin.query(
      'SELECT shobj_description(oid, $2) AS note FROM pg_database WHERE datname = $1',
      [name, 'pg_database'],
    );
    return res.rows.length === 0 ? null : ((res.rows[0].note as string | null) ?? '');
  });
}

/** Creates and loads the size's database (or reuses a complete one from an earlier --keep run). */
export async function prepareBenchDatabase(
  size: number,
  opts: { seed: number; reuse: boolean; log: (line: string) => void },
): Promise<TBenchDatabase> {
  const name = databaseName(size);
  const url = databaseUrl(name);
  const reused = opts.reuse && (await loadedMarker(name)) === marker(size, opts.seed);
  let loadMs = 0;
  if (!reused) {
    await withAdmin(async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    });
  }
  const database = openPostgres(url, 4);
  try {
    const t0 = performance.now();
    // On a reused database this applies only the migrations added since it was loaded.
    await migrateDatabase(database);
    if (!reused) {
      await seedReferenceData(database.db);
      let reported = 0;
      const result = await generateDemo(database.db, {
        posts: size,
        seed: opts.seed,
        photoFiles: false,
        onProgress: (done) => {
          if (done - reported >= size / 10 || done === size) {
            reported = done;
            opts.log(
              `  ${done.toLocaleString('en-US')} posts (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
            );
          }
        },
      });
      loadMs = performance.now() - t0;
      opts.log(
        `  generated ${result.posts.toLocaleString('en-US')} posts, ${result.sellers.toLocaleString('en-US')} sellers, ` +
          `${result.photos.toLocaleString('en-US')} photo rows in ${(result.ms / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const t1 = performance.now();
    // Vacuumed on reuse too: a new migration may have rewritten the table (index-only scans need
    // the visibility map).
    await client.query('VACUUM (ANALYZE)');
    const vacuumMs = performance.now() - t1;
    if (!reused) {
      await withAdmin((admin) =>
        admin.query(`COMMENT ON DATABASE ${name} IS '${marker(size, opts.seed).replaceAll("'", "''")}'`),
      );
    }
    const counts = await client.query(`
      SELECT count(*)::int AS posts,
        count(*) FILTER (WHERE status = 'active' AND expires_at > now())::int AS live,
        pg_table_size('posts') / 1048576 AS table_mb, pg_indexes_size('posts') / 1048576 AS indexes_mb,
        (SELECT count(*)::int FROM post_fitments) AS fitments, (SELECT count(*)::int FROM post_part_numbers) AS numbers,
        pg_table_size('post_fitments') / 1048576 AS fitments_mb, pg_indexes_size('post_fitments') / 1048576 AS fitment_indexes_mb
      FROM posts`);
    const row = counts.rows[0];
    return {
      name,
      url,
      size,
      posts: row.posts,
      live: row.live,
      loadMs,
      vacuumMs,
      reused,
      tableMb: Number(row.table_mb),
      indexesMb: Number(row.indexes_mb),
      fitments: row.fitments,
      partNumbers: row.numbers,
      fitmentsMb: Number(row.fitments_mb),
      fitmentIndexesMb: Number(row.fitment_indexes_mb),
    };
  } finally {
    await client.end();
  }
}

export async function dropBenchDatabase(name: string): Promise<void> {
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** The server settings that shape these numbers. */
export async function serverSettings(): Promise<string> {
  return withAdmin(async (client) => {
    const names = [
      'shared_buffers',
      'work_mem',
      'effective_cache_size',
      'random_page_cost',
      'jit',
      'max_parallel_workers_per_gather',
      'max_connections',
    ];
    const res = await client.query(
      'SELECT n AS name, current_setting(n) AS value FROM unnest($1::text[]) AS n',
      [names],
    );
    const version = await client.query('SHOW server_version');
    const shown = res.rows.map((r) => `${r.name}=${r.value}`);
    return `PostgreSQL ${version.rows[0].server_version}: ${shown.join(', ')}`;
  });
}
