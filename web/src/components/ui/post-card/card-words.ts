import type { TDistanceUnit } from '@common/rules/distance';
import { spokenDistance } from '@common/rules/distance-words';
import type { TFunction } from 'i18next';

/**
 * A card's heading: year, vehicle and part. The stock number shows once, on the card's 'Part ID'
 * line (SPEC.md's card words); the post page's title carries all four (SPEC.md's post detail).
 */
export function cardTitle(post: { year: number; vehicle_name: string; part_name: string }): string {
  return [post.year, post.vehicle_name, post.part_name].join(' ');
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '12 km away', '1 mile away', 'less than 1 km away', '1,250 miles away': as people say them. */
export function distanceAway(t: TFunction, distance: number, unit: TDistanceUnit): string {
  const spoken = spokenDistance(distance);
  if (spoken === null) return t(unit === 'km' ? 'postCard.underOneKm' : 'postCard.underOneMile');
  const shown = grouped.format(spoken);
  return unit === 'km'
    ? t('postCard.kmAway', { distance: shown })
    : t('postCard.milesAway', { count: spoken, distance: shown });
}
