import { ZSearchQuery } from '@common/contracts/search';
import { parseSearchFilters } from '@common/rules/search-url';
import type { FastifyInstance } from 'fastify';
import { searchPosts } from '../search/service';

type TApp = Pick<FastifyInstance, 'db' | 'storage' | 'clock'>;

/**
 * How many live posts a saved search matches now, through the search module's own count (the same
 * statement, indexes and per-instance kept counts as the results page), capped as it is there.
 * The search is read back from its URL query; a radius is measured from the point it was saved with.
 */
export async function liveMatchCount(
  app: TApp,
  saved: { query: string; lat: number | null; lng: number | null },
): Promise<{ matches: number; capped: boolean }> {
  const { near: _near, radius, unit, ...filters } = parseSearchFilters(new URLSearchParams(saved.query));
  const point = saved.lat !== null && saved.lng !== null ? { lat: saved.lat, lng: saved.lng } : {};
  const parsed = ZSearchQuery.safeParse({
    ...filters,
    ...point,
    ...(radius !== undefined && 'lat' in point ? { radius, unit } : {}),
    range_from: 0,
    range_to: 0,
  });
  // A saved search always reads back (its filters were checked when saved); nothing is counted if not.
  if (!parsed.success) return { matches: 0, capped: false };
  const page = await searchPosts(app, parsed.data);
  return { matches: page.total, capped: page.totalCapped };
}
