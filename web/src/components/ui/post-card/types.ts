// The card's types, apart from the card itself: its parts (layout hook, details) use them too.
import type { TPost } from '@common/contracts/posts';

export type TPostCardLayout = 'large' | 'medium' | 'small';

/** What a card shows of a post: the fields a search result and a full post have in common. */
export type TCardPost = Pick<
  TPost,
  | 'id'
  | 'year'
  | 'vehicle_name'
  | 'part_name'
  | 'stock_number'
  | 'description'
  | 'price'
  | 'currencytype'
  | 'images'
  | 'fitments'
  | 'condition'
  | 'grade'
  | 'warranty_days'
  | 'delivery'
  | 'shipping_price'
> & {
  /** The fitment row the search matched (search results only). */
  matched_fitment?: number | null;
};
