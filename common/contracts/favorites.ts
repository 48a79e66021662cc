import { z } from 'zod';

// POST /api/favorites/toggle (SPEC.md section 4: delete the row if it exists, else insert it).
// A number, or a string of digits; nothing else is read as one (true, [5] or '' are not post 1, 5 or 0).
const ZPostId = z
  .union(
    [
      z.number({ error: 'postIdInvalid' }),
      z
        .string({ error: 'postIdInvalid' })
        .trim()
        .regex(/^\d{1,10}$/, 'postIdInvalid')
        .transform(Number),
    ],
    { error: 'postIdInvalid' },
  )
  .pipe(z.number().int('postIdInvalid').positive('postIdInvalid').max(2_147_483_647, 'postIdInvalid'));

export const ZFavoriteToggleRequest = z.object({ post_id: ZPostId });
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
