import { createNominatimGeocoder } from './nominatim';
import { createOfflineGeocoder } from './offline';
import type { TGeocoder } from './types';

export type { TGeocoder } from './types';

/**
 * GEOCODER=offline (the default) answers from the bundled gazetteer; a URL names a
 * Nominatim-compatible service, whose failures go to `log` (they never fail a request).
 */
export function createGeocoder(
  cfg: { geocoder: string },
  log?: { warn(obj: object, msg: string): void },
): TGeocoder {
  if (cfg.geocoder === 'offline') return createOfflineGeocoder();
  return createNominatimGeocoder(cfg.geocoder, fetch, 5_000, (err) =>
    log?.warn({ err, geocoder: cfg.geocoder }, 'geocoder unavailable'),
  );
}
