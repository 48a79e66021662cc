import { z } from 'zod';
import { ZRowId } from './ids';

// POST /api/favorites/toggle (SPEC.md section 4: delete the row if it exists, else insert it).
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

// GET /api/favorites takes the search query (paging, sort, location) and lists the viewer's
// favourited live posts: see ZSearchQuery in ./search.
