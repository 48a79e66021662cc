import { z } from 'zod';
import { ZRowId } from './ids';

// POST /api/favorites/toggle (docs/PRODUCT.md §4: delete the row if it exists, else insert it).
export const ZFavoriteToggleRequest = z.object({ post_id: ZRowId('postIdInvalid') });
export type TFavoriteToggleRequest = z.input<typeof ZFavoriteToggleRequest>;

export const ZFavoriteToggleResponse = z.object({
  post_id: z.number().int(),
  /** The state after the toggle. */
  favorited: z.boolean(),
  /** The viewer's favourite row ([] after removing it), as a listed post carries it. */
  favorites: z.array(z.object({ id: z.number().int() })),
});
export type TFavoriteToggleResponse = z.infer<typeof ZFavoriteToggleResponse>;

// GET /api/favorites/{post_id}: the viewer's state of one post (the post page's star), in the
// toggle's answer shape.
export const ZFavoriteStateParams = z.object({ post_id: ZRowId('postIdInvalid') });
export const ZFavoriteState = ZFavoriteToggleResponse;
export type TFavoriteState = TFavoriteToggleResponse;

// GET /api/favorites takes the search query (paging, sort, location) and lists the viewer's
// favourited live posts: see ZSearchQuery in ./search.
