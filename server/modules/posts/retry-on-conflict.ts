import { pgCode } from '../../db/pg-code';

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply be run again. */
const TRANSIENT = new Set(['40P01', '40001']);

/**
 * Runs a transaction again (at most `attempts` times in all) when PostgreSQL aborted it as a
 * deadlock victim or a serialization failure. A backstop only: the writers take their locks in one
 * order, so this should not happen; it does not hide other errors.
 */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !TRANSIENT.has(pgCode(err) ?? '')) throw err;
      // A short, growing, jittered pause lets the other transaction finish first.
      await new Promise((resolve) => setTimeout(resolve, attempt * 20 + Math.random() * 30));
    }
  }
}
