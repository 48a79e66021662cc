import type { TLiveEvent } from '@common/contracts/messages';
import type { QueryClient } from '@tanstack/react-query';
import { NOTICES_KEY, NOTICES_UNREAD_KEY } from './api/query-keys';

/**
 * What the live socket's events change for the notification centre: a 'notices' event carries the
 * new unread count (and the list has news); after a reconnect or a resync everything is read again.
 */
export function applyNoticeEvent(queryClient: QueryClient, event: TLiveEvent, reconnected: boolean) {
  if (event.type === 'notices') {
    queryClient.setQueryData(NOTICES_UNREAD_KEY, { unread_total: event.unread_total });
    void queryClient.invalidateQueries({ queryKey: NOTICES_KEY, predicate: (q) => q.queryKey[1] === 'page' });
  } else if ((event.type === 'hello' && reconnected) || event.type === 'resync') {
    void queryClient.invalidateQueries({ queryKey: NOTICES_KEY });
  }
}
