import type { TRateCounters } from '../adapters/redis/types';
import type { TWindow } from './account-limiter';

/**
 * Counts one action against a fixed window and says whether it is within the limit. The counters
 * count and read in one atomic step (one statement, or one Redis script), so concurrent requests on
 * any number of instances cannot slip past the limit together.
 */
export async function takeFromWindow(
  counters: TRateCounters,
  key: string,
  limit: TWindow,
  now = Date.now(),
): Promise<{ ok: boolean; retryAfterSeconds: number }> {
  const { count, last } = await counters.bump(key, limit.windowMs, 'fixed', now);
  const retryAfterSeconds = Math.max(1, Math.ceil((last + limit.windowMs - now) / 1000));
  return { ok: count <= limit.max, retryAfterSeconds };
}
