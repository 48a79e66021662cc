import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQueryOptions, useMe } from '@/features/accounts';
import { useLiveMessages } from '@/features/messages';

/** Keeps the signed-in user's live message socket open on every page (it feeds the header badge too). */
export function LiveMessages() {
  const me = useMe();
  const queryClient = useQueryClient();
  // The server ended the socket because the session is over: read the session again (signs out here).
  const onSignedOut = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
    [queryClient],
  );
  useLiveMessages(me.data?.user.id, onSignedOut);
  return null;
}
