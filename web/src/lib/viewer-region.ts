import { DEFAULT_REGION, regionFromLanguageTag, type TRegion } from '@common/rules/region';

/**
 * The region a visitor's browser says it is in, from its preferred languages ('en-CA' -> CA,
 * 'en-US' -> US); Canada when they name neither. A signed-in user's profile country comes first
 * (regionFromCountry); this is for visitors and profiles outside both countries.
 */
export function browserRegion(
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): TRegion {
  for (const tag of languages) {
    const region = regionFromLanguageTag(tag);
    if (region) return region;
  }
  return DEFAULT_REGION;
}
