import type { TMessagePost } from '@common/contracts/messages';
import { postPath } from '@common/rules/slug';
import type { TStorage } from '../../adapters/storage';
import type { TPostSummaryColumns } from './post-summary-repository';

// The public face of the post a message asks about, from the columns its message's
// query reads with it (post-summary-repository.ts).

/** The summary of the joined post, or null when the row has none (never asked, or deleted since). */
export function toPostSummary(storage: TStorage, row: TPostSummaryColumns): TMessagePost | null {
  if (row.post_ref === null || row.post_ref === undefined) return null;
  return {
    id: Number(row.post_ref),
    title: row.post_title ?? '',
    path: postPath({
      id: Number(row.post_ref),
      year: Number(row.post_year),
      vehicle_name: row.post_vehicle ?? '',
      part_name: row.post_part ?? '',
    }),
    price: Number(row.post_price),
    currencytype: row.post_currency ?? 'CAD',
    image: row.post_image ? storage.publicUrl(`${row.post_image}-thumb.webp`) : null,
    live: Boolean(row.post_live),
  };
}
