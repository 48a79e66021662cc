import type { FastifyInstance } from 'fastify';
import { matchingSearches, postKeys, type TSearchMatch } from './matching-repository';

export type { TSearchMatch } from './matching-repository';

/**
 * The saved searches with an alert (instant or daily) that a post matches, for the alert jobs: the
 * post must be live; its own seller's searches are left out. Found through the saved searches'
 * indexes (matching-repository.ts), never by running each saved search.
 */
export async function matchSavedSearches(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  postId: number,
): Promise<TSearchMatch[]> {
  const keys = await postKeys(app.db, postId, app.clock());
  if (!keys?.live) return [];
  return matchingSearches(app.db, keys);
}
