import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import type pg from 'pg';

// Where a slow answer's time goes on the server's side, watched in the server's own process while
// the open loop runs: garbage collection (each pause and its kind), the event loop's delay, and
// the pool (how long each query waited for a connection).

export interface TServerWatch {
  gcCount: number;
  gcMs: number;
  gcMaxMs: number;
  /** Pauses by kind ('minor', 'major', 'incremental', 'weakcb'): count and total ms. */
  gcByKind: Record<string, { count: number; ms: number }>;
  loopP50Ms: number;
  loopP99Ms: number;
  loopMaxMs: number;
  /** ms each connection request waited in the pool. */
  poolWaits: number[];
}

const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' };

type TConnect = pg.Pool['connect'];

/** Starts watching; stop() returns what was seen since. */
export function watchServer(pool: pg.Pool | undefined): { stop(): TServerWatch } {
  const result: TServerWatch = {
    gcCount: 0,
    gcMs: 0,
    gcMaxMs: 0,
    gcByKind: {},
    loopP50Ms: 0,
    loopP99Ms: 0,
    loopMaxMs: 0,
    poolWaits: [],
  };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = GC_KINDS[(entry as { detail?: { kind?: number } }).detail?.kind ?? 0] ?? 'other';
      result.gcCount++;
      result.gcMs += entry.duration;
      result.gcMaxMs = Math.max(result.gcMaxMs, entry.duration);
      const k = result.gcByKind[kind] ?? { count: 0, ms: 0 };
      k.count++;
      k.ms += entry.duration;
      result.gcByKind[kind] = k;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();

  // pg.Pool's query() takes its connection through this.connect: timing it times the wait.
  const original = pool?.connect;
  if (pool && original) {
    const timed = function (this: pg.Pool, cb?: (...args: unknown[]) => void) {
      const t0 = performance.now();
      if (typeof cb === 'function') {
        return (original as (cb: (...a: unknown[]) => void) => void).call(this, (...args: unknown[]) => {
          result.poolWaits.push(performance.now() - t0);
          cb(...args);
        });
      }
      return (original as () => Promise<pg.PoolClient>).call(this).then((client) => {
        result.poolWaits.push(performance.now() - t0);
        return client;
      });
    };
    pool.connect = timed as unknown as TConnect;
  }
  return {
    stop() {
      observer.disconnect();
      loop.disable();
      result.loopP50Ms = loop.percentile(50) / 1e6;
      result.loopP99Ms = loop.percentile(99) / 1e6;
      result.loopMaxMs = loop.max / 1e6;
      if (pool && original) pool.connect = original;
      return result;
    },
  };
}
