import type { TLiveEvent } from '@common/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyLiveEvent } from './apply-live-event';
import { LiveSocket, liveUrl } from './live-socket';

/**
 * Keeps the signed-in user's live socket open while mounted (the app mounts it for the session).
 * `onSignedOut` runs when the server ends the socket because the session is gone; `onOtherEvent`
 * hears every event too (the socket carries other features' news: the notification centre's count).
 */
export function useLiveMessages(
  userId: string | undefined,
  onSignedOut: () => void,
  onOtherEvent?: (event: TLiveEvent, reconnected: boolean) => void,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof WebSocket === 'undefined') return;
    const socket = new LiveSocket(liveUrl(), {
      onEvent: (event, reconnected) => {
        applyLiveEvent(queryClient, userId, event, reconnected);
        onOtherEvent?.(event, reconnected);
      },
      onSignedOut,
    });
    socket.start();
    return () => socket.stop();
  }, [userId, queryClient, onSignedOut, onOtherEvent]);
}
