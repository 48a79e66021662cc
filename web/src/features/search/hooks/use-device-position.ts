import { hashKey, type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import type { TPoint } from '../api/search-request';

/** Rounded to 0.01° (about a kilometre): enough for distances, and no more of the device's position than needed. */
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The device's position from the browser's geolocation, high accuracy, or null
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
const devicePositionHash = hashKey(devicePositionQuery.queryKey);

/** The device's answer once it has come: a point, or null for no position. */
function answerIn(queryClient: QueryClient): { point: TPoint | null } | undefined {
  const state = queryClient.getQueryState<TPoint | null>(devicePositionQuery.queryKey);
  return state?.status === 'success' ? { point: state.data ?? null } : undefined;
}

/**
 * The device's position, asked for while `enabled`; disabled, it still answers a position this visit
 * already read. The answer comes in a transition: it redraws the whole page (the form's hint, the
 * results), and React then draws it in slices instead of one long task just after the page loads.
 */
export function useDevicePosition(enabled = true): { data: TPoint | null | undefined; isPending: boolean } {
  const queryClient = useQueryClient();
  // None yet on the server, which never asks, nor so while hydrating what it rendered.
  const [answer, setAnswer] = useState(() => answerIn(queryClient));
  useEffect(() => {
    const take = () => {
      const next = answerIn(queryClient);
      if (next) startTransition(() => setAnswer((prev) => (prev?.point === next.point ? prev : next)));
    };
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryHash === devicePositionHash) take();
    });
    take();
    if (enabled) void queryClient.prefetchQuery(devicePositionQuery);
    return unsubscribe;
  }, [queryClient, enabled]);
  return { data: answer?.point, isPending: answer === undefined };
}
