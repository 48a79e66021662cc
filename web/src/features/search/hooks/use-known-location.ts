import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { TPoint } from '../api/search-request';
import { useDevicePosition } from './use-device-position';

// Where the viewer is, for a page that must not ask (the post page): the place the home search
// measured from this visit, else the device's position if the browser already lets us read it,
// else the profile's location.

const STORAGE_KEY = 'partsyard.search-point';

function isPoint(v: unknown): v is TPoint {
  const p = v as TPoint | null;
  return typeof p?.lat === 'number' && typeof p.lng === 'number';
}

function parseRemembered(raw: string | null): TPoint | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    return isPoint(value) ? value : null;
  } catch {
    return null;
  }
}

function storedPoint(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage refused
  }
}

const noSubscription = () => () => {};

/** The remembered point: none on the server and while hydrating (the server cannot see the tab's storage). */
function useRemembered(): TPoint | null {
  const raw = useSyncExternalStore(noSubscription, storedPoint, () => null);
  return useMemo(() => parseRemembered(raw), [raw]);
}

/** Keeps the point the home search measures from (a typed place, the device or the profile) for this tab's visit. */
export function useRememberSearchPoint(point: TPoint | null): void {
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ lat, lng }));
    } catch {
      // Storage refused (private mode, full): the post page falls back to the device or profile.
    }
  }, [lat, lng]);
}

// Reading the permission never prompts; only 'granted' lets the position be read without asking.
const permissionQuery = queryOptions({
  queryKey: ['geolocation-permission'],
  // The browser's permission: never run by the server's renderer (web/src/ssr).
  meta: { ssr: false },
  queryFn: async (): Promise<PermissionState> => {
    try {
      return (await navigator.permissions.query({ name: 'geolocation' })).state;
    } catch {
      return 'prompt';
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The viewer's point without asking for it (null when nothing is known). */
export function useKnownLocation(profilePoint: TPoint | null): TPoint | null {
  const remembered = useRemembered();
  // Only 'granted' matters: the page renders again only if it comes (not for the query's own
  // pending -> done, which would redraw the whole post page for nothing just after it loads).
  const granted = useQuery({
    ...permissionQuery,
    enabled: !remembered,
    select: (state) => state === 'granted',
    placeholderData: 'prompt',
    notifyOnChangeProps: ['data'],
  });
  // Disabled, it still answers a position this visit already read.
  const device = useDevicePosition(!remembered && granted.data === true);
  return remembered ?? device.data ?? profilePoint;
}
