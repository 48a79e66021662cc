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
import { pgCode } from './pg-code';
import * as schema from './schema';
import { isDatabaseUnavailable } from './unavailable';

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
  /**
   * Where public reads may go (searches, post, seller and landing pages, sitemaps): the replica's
   * pool with DATABASE_READ_URL, else absent (they read `db`). Never for a write or a transaction.
   */
  readDb?: TDb;
  /** The replica's pool (DATABASE_READ_URL): its size and use, for metrics. */
  readPool?: pg.Pool;
  /** Whether the replica answers a trivial query within `ms` on its own (no fallback): for readiness. */
  replicaAnswers?: (ms?: number) => Promise<boolean>;
  /** Calls `listener` each time a replica read is answered by the primary instead (for a warning). */
  onReadFallback?: (listener: TReadFallbackListener) => void;
  close(): Promise<void>;
}

/** A replica read answered by the primary: why, and whether replica reads now pause for a while. */
export type TReadFallbackListener = (err: unknown, paused: boolean) => void;

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

/** The pool options of the app's connections, primary's and replica's alike. */
function poolConfig(connectionString: string, max: number, connectionTimeoutMillis: number): pg.PoolConfig {
  // keepAlive: a connection whose server vanished without a word is noticed and replaced.
  // jit=off: PostgreSQL compiles a statement whose plan looks dear at every execution (22-222 ms
  // for a manufacturer + year search at a million posts, whose execution takes a few ms), which
  // doubled the search mix's database time and made the open-loop load collapse (bench:search).
  // max_parallel_workers_per_gather=0: a statement's parallel workers take every core for it, and
  // the searches running beside it wait (a 500-mile radius at a million posts did; the open loop's
  // p99 at 400 a second went from 22 to 17 ms, its worst from 104 to 44 ms, without them).
  // An `options` in DATABASE_URL's query string takes precedence.
  return {
    connectionString,
    max,
    connectionTimeoutMillis,
    keepAlive: true,
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  };
}

/** Opens a node-postgres pool on a PostgreSQL server. */
export function openPostgres(
  connectionString: string,
  max = 10,
  connectionTimeoutMillis = CONNECT_TIMEOUT_MS,
): TDatabase {
  const pool = new pg.Pool(poolConfig(connectionString, max, connectionTimeoutMillis));
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  return { db, kind: 'postgres', connectionString, pool, close: () => pool.end() };
}

/** After the replica could not be reached, its reads go straight to the primary this long. */
export const REPLICA_PAUSE_MS = 5_000;

/** 40001 on a hot standby: a read cancelled by a conflict with the WAL being replayed. */
const recoveryConflict = (err: unknown) => pgCode(err) === '40001';

/**
 * The replica's pool: a read it cannot answer (the replica down, restarting or unreachable, or a
 * statement cancelled by replay) is run once more on the primary, and after a connection failure
 * reads go straight to the primary for REPLICA_PAUSE_MS, so a dead replica costs one failed
 * connection per pause rather than one per request. Reads are safe to run twice; a write sent here
 * by mistake fails (a standby is read-only) and is not retried.
 */
class ReplicaPool extends pg.Pool {
  private pausedUntil = 0;
  private readonly fallbackListeners: TReadFallbackListener[] = [];

  constructor(
    config: pg.PoolConfig,
    private readonly primary: pg.Pool,
  ) {
    super(config);
  }

  onFallback(listener: TReadFallbackListener) {
    this.fallbackListeners.push(listener);
  }

  // The promise forms (Drizzle's and the search's prepared statements) fall back; a callback or a
  // stream is passed through as it is.
  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool.query's overloads, one implementation
  override query(...args: any[]): any {
    const last = args[args.length - 1];
    if (typeof last === 'function' || typeof args[0]?.submit === 'function') {
      return super.query(...(args as [string, unknown[], () => void]));
    }
    return this.withFallback(args);
  }

  // biome-ignore lint/suspicious/noExplicitAny: as query
  private async withFallback(args: any[]) {
    if (Date.now() < this.pausedUntil) return this.primary.query(...(args as [string]));
    try {
      return await super.query(...(args as [string]));
    } catch (err) {
      const down = isDatabaseUnavailable(err);
      if (!down && !recoveryConflict(err)) throw err;
      if (down) this.pausedUntil = Date.now() + REPLICA_PAUSE_MS;
      for (const listener of this.fallbackListeners) listener(err, down);
      return this.primary.query(...(args as [string]));
    }
  }

  /** A trivial query on the replica itself, within `ms`. */
  async answers(ms: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    });
    try {
      await Promise.race([super.query('select 1'), timeout]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * The primary's database with a second pool on a streaming replica (DATABASE_READ_URL), of the
 * same size and options, for public reads (`readDb`); closed with the primary's.
 */
export function withReplica(
  primary: TDatabase,
  readUrl: string,
  max = 10,
  connectionTimeoutMillis = CONNECT_TIMEOUT_MS,
): TDatabase {
  if (!primary.pool) throw new Error('A read replica needs a PostgreSQL primary (DATABASE_URL)');
  const readPool = new ReplicaPool(poolConfig(readUrl, max, connectionTimeoutMillis), primary.pool);
  readPool.on('error', () => {});
  const readDb = drizzleNodePg({ client: readPool, schema });
  return {
    ...primary,
    readDb,
    readPool,
    replicaAnswers: (ms = 3000) => readPool.answers(ms),
    onReadFallback: (listener) => readPool.onFallback(listener),
    close: async () => {
      await Promise.all([primary.close(), readPool.end()]);
    },
  };
}

/** The database the configuration asks for. */
export async function openDatabase(cfg: {
  databaseUrl?: string;
  databaseReadUrl?: string;
  dataDir: string;
  databasePoolSize?: number;
}): Promise<TDatabase> {
  if (!cfg.databaseUrl) return openPglite(cfg.dataDir);
  const primary = openPostgres(cfg.databaseUrl, cfg.databasePoolSize);
  return cfg.databaseReadUrl ? withReplica(primary, cfg.databaseReadUrl, cfg.databasePoolSize) : primary;
}
