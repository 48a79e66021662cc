import type pg from 'pg';
import { Counter, Gauge } from 'prom-client';
import type { TDatabase } from '../../db/client';
import type { TAppMetrics } from './registry';

// The node-postgres pool's use, read at scrape time, and the time of each statement on its
// connections. node-postgres has no query hook: each connection's query() is wrapped once, when the
// pool first hands it out ('acquire'), which covers pool.query, transactions and the job queue alike.
// PGlite (the embedded database) has no pool, and no hook short of its internals: not timed there.

type TObserve = (seconds: number) => void;

/** The observers of each pool's statements (an app that closes leaves; the pool may serve another). */
const observersOf = new WeakMap<pg.Pool, Set<TObserve>>();
const timed = new WeakSet<pg.PoolClient>();

/** Calls `observe` with each statement's seconds on the pool's connections; returns the way to stop. */
export function timePoolQueries(pool: pg.Pool, observe: TObserve): () => void {
  let observers = observersOf.get(pool);
  if (!observers) {
    const set = new Set<TObserve>();
    observers = set;
    observersOf.set(pool, set);
    pool.on('acquire', (client) => timeConnection(client, set));
  }
  observers.add(observe);
  const set = observers;
  return () => set.delete(observe);
}

type TQuery = (...args: unknown[]) => unknown;

function timeConnection(client: pg.PoolClient, observers: Set<TObserve>) {
  if (timed.has(client)) return;
  timed.add(client);
  const query = client.query as unknown as TQuery;
  const timedQuery: TQuery = function (this: unknown, ...args) {
    if (observers.size === 0) return query.apply(this, args);
    const started = performance.now();
    const done = () => {
      const seconds = (performance.now() - started) / 1000;
      for (const observe of observers) observe(seconds);
    };
    // The three shapes node-postgres accepts: a callback last (pool.query's own), a submittable
    // (a cursor: its events), else a promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...result: unknown[]) => {
        done();
        return (callback as TQuery)(...result);
      };
      return query.apply(this, args);
    }
    const first = args[0] as { submit?: unknown; once?: (event: string, fn: () => void) => void };
    if (typeof first?.submit === 'function') {
      first.once?.('end', done);
      first.once?.('error', done);
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
  client.query = timedQuery as unknown as typeof client.query;
}

/** The pools to watch: name -> pool (PostgreSQL only). */
export type TPools = Array<[name: string, pool: pg.Pool]>;

/** The app's pools: the primary's, and the replica's with DATABASE_READ_URL (none on PGlite). */
export function poolsOf(database: Pick<TDatabase, 'pool' | 'readPool'>): TPools {
  const pools: TPools = [];
  if (database.pool) pools.push(['primary', database.pool]);
  if (database.readPool) pools.push(['replica', database.readPool]);
  return pools;
}

/** Replica reads the primary answered instead (the replica away, or a read cancelled by its replay). */
export function countReplicaFallbacks(database: Pick<TDatabase, 'onReadFallback'>, metrics: TAppMetrics) {
  if (!database.onReadFallback) return;
  const fallbacks = new Counter({
    name: 'partsyard_db_replica_fallbacks_total',
    help: 'Replica reads answered by the primary instead (the replica could not be reached or cancelled the read)',
    registers: [metrics.registry],
  });
  database.onReadFallback(() => fallbacks.inc());
}

/** The pools' connections by state, read at scrape; their statements timed. Returns the way to stop. */
export function watchPools(pools: TPools, metrics: TAppMetrics): () => void {
  new Gauge({
    name: 'partsyard_db_pool_connections',
    help: 'Connections of a PostgreSQL pool: total open, idle, and requests waiting for one; by pool',
    labelNames: ['pool', 'state'] as const,
    registers: [metrics.registry],
    collect() {
      for (const [name, pool] of pools) {
        this.set({ pool: name, state: 'total' }, pool.totalCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  new Gauge({
    name: 'partsyard_db_pool_max_connections',
    help: 'The most connections a PostgreSQL pool opens (DATABASE_POOL_SIZE), by pool',
    labelNames: ['pool'] as const,
    registers: [metrics.registry],
    collect() {
      for (const [name, pool] of pools) this.set({ pool: name }, pool.options.max);
    },
  });
  const stops = pools.map(([name, pool]) =>
    timePoolQueries(pool, (seconds) => metrics.queryDuration.observe({ pool: name }, seconds)),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
