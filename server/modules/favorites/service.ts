import type { TFavoriteState } from '@common/contracts/favorites';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import type { TSessionUser } from '../../plugins/auth-session';
import * as repo from './repository';

type TApp = Pick<FastifyInstance, 'db' | 'clock'>;

/**
 * Favourites a post, or stops (docs/PRODUCT.md §4): only live posts of other sellers. A post that
 * is gone (or no longer live) can still be taken off the user's favourites.
 */
export async function toggleFavorite(app: TApp, user: TSessionUser, postId: number): Promise<TFavoriteState> {
  const post = await repo.findPostForFavorite(app.db, postId, app.clock());
  if (!post) throw new AppError('NOT_FOUND', MESSAGES.postNotFound);
  if (post.user_id === user.id) throw new AppError('FORBIDDEN', MESSAGES.ownPostFavorite);
  const { id, removed } = await repo.toggleFavorite(app.db, user.id, postId, post.live);
  // A sold or expired post can leave the favourites, not join them.
  if (!removed && id === null) throw new AppError('NOT_FOUND', MESSAGES.postNotFound);
  return { post_id: postId, favorited: id !== null, favorites: id === null ? [] : [{ id }] };
}

/** Whether the user has favourited the post (false for a post that is not there: nothing to say). */
export async function favoriteState(app: TApp, user: TSessionUser, postId: number): Promise<TFavoriteState> {
  const row = await repo.findFavorite(app.db, user.id, postId);
  return { post_id: postId, favorited: row !== undefined, favorites: row ? [{ id: row.id }] : [] };
}
