import type { TMe } from '@common/contracts/accounts';
import { DEFAULT_DISTANCE_UNIT } from '@common/rules/distance';
import { useMemo } from 'react';
import { useMe } from '@/features/accounts';
import type { TListViewer } from '@/features/search';

/** The session as the lists need it: who is looking, their distance unit and profile location. */
export function listViewerOf(me: TMe | null | undefined): TListViewer | null {
  if (!me) return null;
  const p = me.profile;
  return {
    id: me.user.id,
    unit: p?.distance_unit ?? DEFAULT_DISTANCE_UNIT,
    profilePoint: p?.lat != null && p.lng != null ? { lat: p.lat, lng: p.lng } : null,
  };
}

/**
 * The viewer, and whether the session is known yet: lists wait for it, so a signed-in user's first
 * search already carries their favourites and location instead of running twice.
 */
export function useListViewer(): { viewer: TListViewer | null; known: boolean } {
  const me = useMe();
  const viewer = useMemo(() => listViewerOf(me.data), [me.data]);
  return { viewer, known: !me.isPending };
}
