import type { TDistanceUnit } from '@common/rules/distance';
import { spokenDistance } from '@common/rules/distance-words';
import { fitmentLabel } from '@common/rules/fitment';
import type { TFunction } from 'i18next';
import { formatterOf } from '@/lib/format';

/**
 * A card's heading: year, vehicle and part. The stock number shows once, on the card's 'Part ID'
 * line (docs/PRODUCT.md §2, post cards); the post page's title carries all four (§2, post page).
 */
export function cardTitle(
  post: { year: number; vehicle_name: string; part_name: string },
  part: (name: string) => string = (name) => name,
): string {
  return [post.year, post.vehicle_name, part(post.part_name)].join(' ');
}

/**
 * '12 km away', '1 mile away', 'less than 1 km away', '1,250 miles away': as people say them (in
 * French 'à 12 km', '1 250' grouped as fr-CA groups). `count` is the page's number format.
 */
export function distanceAway(
  t: TFunction,
  distance: number,
  unit: TDistanceUnit,
  count: (n: number) => string = formatterOf('en').count,
): string {
  const spoken = spokenDistance(distance);
  if (spoken === null) return t(unit === 'km' ? 'postCard.underOneKm' : 'postCard.underOneMile');
  const shown = count(spoken);
  return unit === 'km'
    ? t('postCard.kmAway', { distance: shown })
    : t('postCard.milesAway', { count: spoken, distance: shown });
}

interface TFitsRow {
  vehicle_name: string;
  year_from: number;
  year_to: number;
}

/** How many rows 'Fits: ...' names before 'and N more'. */
export const FITS_SHOWN = 3;

/**
 * 'Fits: Honda - Civic 2012-2015, Acura - ILX 2013-2015'; past three rows the first two and 'and
 * N more'. Null when the rows say no more than the heading (one row, the heading's one year).
 */
export function fitsLine(t: TFunction, post: { year: number; fitments: readonly TFitsRow[] }): string | null {
  const rows = post.fitments;
  const only = rows.length === 1 ? rows[0] : undefined;
  if (rows.length === 0 || (only && only.year_from === post.year && only.year_to === post.year)) return null;
  const shown = rows.length > FITS_SHOWN ? rows.slice(0, FITS_SHOWN - 1) : rows;
  const list = shown.map((r) => fitmentLabel(r, r.vehicle_name)).join(', ');
  const more = rows.length - shown.length;
  return t('partDetails.fitsList', {
    list: more > 0 ? `${list} ${t('partDetails.fitsMore', { count: more })}` : list,
  });
}

/** 'Matches your search: Acura - ILX 2013-2015', for the row the search matched (or null). */
export function matchLine(
  t: TFunction,
  post: { year: number; fitments: readonly TFitsRow[]; matched_fitment?: number | null },
): string | null {
  const row = post.matched_fitment == null ? undefined : post.fitments[post.matched_fitment];
  // A post with one row of the heading's year: the heading already says what matched.
  if (!row || fitsLine(t, post) === null) return null;
  return t('partDetails.matchesSearch', { row: fitmentLabel(row, row.vehicle_name) });
}
