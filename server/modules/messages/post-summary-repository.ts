import { sql } from 'drizzle-orm';

// The public face of the post a message asks about: read in the same statement as the
// messages, so a page of a conversation costs no query per post (post-summary.ts shapes it).

/** The post's summary columns; the query joins it as `p` (with JOIN_POST_NAMES), null when none. */
export const POST_SUMMARY_COLUMNS = sql`
  p.id AS post_ref, concat_ws(' ', p.year, v.name, pt.part_name, p.stock_number) AS post_title,
  p.year AS post_year, v.name AS post_vehicle, pt.part_name AS post_part,
  p.price::text AS post_price, p.currency AS post_currency, p.status = 'active' AS post_live,
  (SELECT i.storage_key FROM post_images i WHERE i.post_id = p.id ORDER BY i.position LIMIT 1) AS post_image`;

/** The vehicle and part names of the joined post `p`, for its title. */
export const JOIN_POST_NAMES = sql`
  LEFT JOIN vehicles v ON v.id = p.vehicle_id
  LEFT JOIN parts pt ON pt.id = p.part_id`;

/** The columns POST_SUMMARY_COLUMNS reads, all null when the row has no post. */
export interface TPostSummaryColumns {
  post_ref: number | null;
  post_title: string | null;
  post_year: number | null;
  post_vehicle: string | null;
  post_part: string | null;
  post_price: string | null;
  post_currency: 'CAD' | 'USD' | null;
  post_live: boolean | null;
  post_image: string | null;
}
