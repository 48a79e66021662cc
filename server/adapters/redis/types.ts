// The limits' counters as their users see them: Redis (counters.ts) and the database's
// app_counters table (plugins/rate-counters) both answer to this.

/** A counter's state: the count, and the time its window is measured from (ms since the epoch). */
export interface TCount {
  count: number;
  last: number;
}

/**
 * 'fixed': a window from the first counted attempt (the time kept is that attempt's);
 * 'sliding': the count lives on while attempts come less than a window apart (the time kept is the
 * last attempt's). Either way an attempt after the window starts the count again at 1.
 */
export type TWindowMode = 'fixed' | 'sliding';

/**
 * The per-account and per-user limits' counters, shared by every instance: in the database's
 * app_counters table, or in Redis with REDIS_URL (the table while Redis is down).
 */
export interface TRateCounters {
  /** The count under `key`, if it was moved within the window. */
  read(key: string, windowMs: number, now?: number): Promise<TCount | undefined>;
  /** Counts one attempt under `key` and answers the new state, in one atomic step. */
  bump(key: string, windowMs: number, mode?: TWindowMode, now?: number): Promise<TCount>;
  /** Forgets the counters under these keys. */
  clear(keys: string[]): Promise<void>;
}
