import type { TLiveEvent } from '@common/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQueryOptions, useMe } from '@/features/accounts';
import { useLiveMessages } from '@/features/messages';
import { applyNoticeEvent } from '@/features/notifications';

/** Keeps the signed-in user's live socket open on every page (it feeds the header badge and the bell too). */
export function LiveMessages() {
  const me = useMe();
  const queryClient = useQueryClient();
  // The server ended the socket because the session is over: read the session again (signs out here).
  const onSignedOut = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
    [queryClient],
  );
  // The notification centre's bell hears its count on the same socket.
  const onOtherEvent = useCallback(
    (event: TLiveEvent, reconnected: boolean) => applyNoticeEvent(queryClient, event, reconnected),
    [queryClient],
  );
  useLiveMessages(me.data?.user.id, onSignedOut, onOtherEvent);
  return null;
}
