import type { TMe } from '@common/contracts/accounts';
import type { TDistanceUnit } from '@common/rules/distance';
import { useMemo } from 'react';
import { useMe } from '@/features/accounts';
import type { TListViewer } from '@/features/search';
import { useVisitorUnit } from '@/lib/visitor-unit';

/**
 * The session as the lists need it: who is looking, their distance unit (the profile's choice, or
 * its country's: km in Canada, miles in the United States) and profile location.
 */
export function listViewerOf(me: TMe | null | undefined, fallbackUnit: TDistanceUnit): TListViewer | null {
  if (!me) return null;
  const p = me.profile;
  return {
    id: me.user.id,
    unit: p?.distance_unit ?? fallbackUnit,
    profilePoint: p?.lat != null && p.lng != null ? { lat: p.lat, lng: p.lng } : null,
  };
}

/**
 * The viewer, their distance unit (a visitor's own choice or their browser's region's), whether
 * they choose it here (a visitor, or a user without a profile yet: others in Account Settings), and
 * whether the session is known yet: lists wait for it, so a signed-in user's first search already
 * carries their favourites and location instead of running twice.
 */
export function useListViewer(): {
  viewer: TListViewer | null;
  known: boolean;
  unit: TDistanceUnit;
  visitorUnit: boolean;
} {
  const me = useMe();
  const fallback = useVisitorUnit();
  const viewer = useMemo(() => listViewerOf(me.data, fallback), [me.data, fallback]);
  return {
    viewer,
    known: !me.isPending,
    unit: viewer?.unit ?? fallback,
    visitorUnit: !me.data?.profile?.distance_unit,
  };
}
