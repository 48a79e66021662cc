// Where a viewer is, as far as units and currencies go: PartsYard's market is Canada and the United States.
import type { TDistanceUnit } from './distance';

export const REGIONS = ['CA', 'US'] as const;
export type TRegion = (typeof REGIONS)[number];

/** When nothing says where the viewer is: PartsYard is a Canadian marketplace first. */
export const DEFAULT_REGION: TRegion = 'CA';

/** The distance unit people of a region read. */
export const REGION_UNIT: Record<TRegion, TDistanceUnit> = { CA: 'km', US: 'mi' };

/** The currency people of a region think in. */
export const REGION_CURRENCY: Record<TRegion, 'CAD' | 'USD'> = { CA: 'CAD', US: 'USD' };

/** A profile's country as typed ('Canada', 'United States', 'USA', ...), or null when it is neither. */
export function regionFromCountry(country: string | null | undefined): TRegion | null {
  const c = (country ?? '').trim().toLowerCase();
  if (c === 'canada' || c === 'ca') return 'CA';
  if (['united states', 'united states of america', 'us', 'usa', 'u.s.', 'u.s.a.'].includes(c)) return 'US';
  return null;
}

/** A language tag's region ('en-CA', 'fr-CA' -> CA; 'en-US' -> US), or null when it names neither. */
export function regionFromLanguageTag(tag: string | null | undefined): TRegion | null {
  const region = (tag ?? '').split(/[-_]/)[1]?.toUpperCase();
  return region === 'CA' || region === 'US' ? region : null;
}
