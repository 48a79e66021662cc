import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPoint } from '../api/search-request';

/** Rounded to 0.01° (about a kilometre): enough for distances, and no more of the device's position than needed. */
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The device's position from the browser's geolocation, high accuracy (SPEC.md section 7), or null
 * when it is refused, unavailable or too slow.
 */
export function requestDevicePosition(): Promise<TPoint | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (pos) => resolve({ lat: round(pos.coords.latitude), lng: round(pos.coords.longitude) }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 5 * 60 * 1000 },
    );
  });
}

// Asked once per visit: the answer (or refusal) is kept, so moving between pages never asks again.
const devicePositionQuery = queryOptions({
  queryKey: ['device-position'],
  queryFn: requestDevicePosition,
  // The browser's geolocation: never run by the server's renderer (web/src/ssr).
  meta: { ssr: false },
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useDevicePosition(enabled = true) {
  return useQuery({ ...devicePositionQuery, enabled });
}
