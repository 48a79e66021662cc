import { useQuery } from '@tanstack/react-query';
import { placeQueryOptions } from '../api/find-place';
import type { TPoint } from '../api/search-request';
import { useDevicePosition } from './use-device-position';

export type TLocationSource = 'place' | 'device' | 'profile';

export interface TSearchLocation {
  /** Where distances are measured from, when known. */
  point: TPoint | null;
  source: TLocationSource | null;
  /** The place typed, as the gazetteer names it ('Toronto, ON M5H'). */
  placeLabel?: string;
  /** Still finding out: the device has not answered, or the place is being looked up. */
  pending: boolean;
  /** The typed postal code or city was not found. */
  placeNotFound: boolean;
}

/**
 * Where the buyer searches from (docs/PRODUCT.md §10, distance): a postal code or city they typed; else the
 * device's position; if that is refused (or until it answers), the signed-in user's profile
 * location; else nowhere, and no distances are shown.
 */
export function useSearchLocation(near: string | undefined, profilePoint: TPoint | null): TSearchLocation {
  const place = useQuery({ ...placeQueryOptions(near ?? ''), enabled: Boolean(near) });
  const device = useDevicePosition(!near);

  if (near) {
    if (place.isPending) return { point: null, source: null, pending: true, placeNotFound: false };
    const found = place.data ?? null;
    return {
      point: found ? { lat: found.lat, lng: found.lng } : null,
      source: found ? 'place' : null,
      placeLabel: found?.label,
      pending: false,
      placeNotFound: !found,
    };
  }
  if (device.data) return { point: device.data, source: 'device', pending: false, placeNotFound: false };
  const pending = device.isPending;
  if (profilePoint) return { point: profilePoint, source: 'profile', pending, placeNotFound: false };
  return { point: null, source: null, pending, placeNotFound: false };
}
