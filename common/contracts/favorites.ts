import { z } from 'zod';
import { ZRowId } from './ids';

// POST /api/favorites/toggle (docs/PRODUCT.md §4: delete the row if it exists, else insert it).
export const ZFavoriteToggleRequest = z.object({ post_id: ZRowId('postIdInvalid') });

// The viewer's state of one post: the toggle's answer, and GET /api/favorites/{post_id}'s (the post
// page's star).
export const ZFavoriteState = z.object({
  post_id: z.number().int(),
  /** The state after the toggle. */
  favorited: z.boolean(),
  /** The viewer's favourite row ([] after removing it), as a listed post carries it. */
  favorites: z.array(z.object({ id: z.number().int() })),
});
export type TFavoriteState = z.infer<typeof ZFavoriteState>;

export const ZFavoriteStateParams = z.object({ post_id: ZRowId('postIdInvalid') });

// GET /api/favorites takes the search query (paging, sort, location) and lists the viewer's
// favourited live posts: see ZSearchQuery in ./search.
