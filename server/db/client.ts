import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

// Both drivers expose the same Drizzle query API; the app is typed against the node-postgres
// flavour and the PGlite instance is used through it (same SQL, same migrations).
export type TDb = NodePgDatabase<typeof schema>;

export interface TDatabase {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance, when embedded (tests clone it). */
  pglite?: PGlite;
  /** The PostgreSQL connection string (the live-message listener opens its own connection). */
  connectionString?: string;
  /** The node-postgres pool, on PostgreSQL (the job queue runs its statements through it). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export const PGLITE_EXTENSIONS = { cube, earthdistance, pg_trgm, btree_gist };

/**
 * Opens an embedded PGlite database: under dataDir/db, or in memory when dataDir is undefined. A data
 * folder is locked for this process first (DataDirLockedError names the process holding it).
 */
export async function openPglite(dataDir?: string): Promise<TDatabase> {
  if (!dataDir) return wrapPglite(await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS }));
  const lock = lockDataDir(dataDir);
  try {
    const dir = path.join(dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    const database = wrapPglite(await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS }));
    const close = database.close;
    return {
      ...database,
      close: async () => {
        try {
          await close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

export function wrapPglite(client: PGlite): TDatabase {
  const db = drizzlePglite({ client, schema }) as unknown as TDb;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/**
 * How long a query waits for a connection (a new one, or a free one of the pool) before it fails:
 * with the database away a request answers 503 instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

/** Opens a node-postgres pool on a PostgreSQL server. */
export function openPostgres(
  connectionString: string,
  max = 10,
  connectionTimeoutMillis = CONNECT_TIMEOUT_MS,
): TDatabase {
  // keepAlive: a connection whose server vanished without a word is noticed and replaced.
  // jit=off: PostgreSQL compiles a statement whose plan looks dear at every execution (22-222 ms
  // for a manufacturer + year search at a million posts, whose execution takes a few ms), which
  // doubled the search mix's database time and made the open-loop load collapse (bench:search).
  // max_parallel_workers_per_gather=0: a statement's parallel workers take every core for it, and
  // the searches running beside it wait (a 500-mile radius at a million posts did; the open loop's
  // p99 at 400 a second went from 22 to 17 ms, its worst from 104 to 44 ms, without them).
  // An `options` in DATABASE_URL's query string takes precedence.
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis,
    keepAlive: true,
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  return { db, kind: 'postgres', connectionString, pool, close: () => pool.end() };
}

/** The database the configuration asks for. */
export async function openDatabase(cfg: {
  databaseUrl?: string;
  dataDir: string;
  databasePoolSize?: number;
}): Promise<TDatabase> {
  return cfg.databaseUrl ? openPostgres(cfg.databaseUrl, cfg.databasePoolSize) : openPglite(cfg.dataDir);
}
