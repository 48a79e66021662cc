import type { TUnreadResponse } from '@common/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { UNREAD_KEY } from './query-keys';

/**
 * GET /api/messages/unread: the header badge. Read once; the live socket keeps it current (every
 * event carries the new total), so it never needs polling.
 */
export function useUnreadTotal(enabled: boolean) {
  const query = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => apiRequest<TUnreadResponse>('/messages/unread', { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return enabled ? (query.data?.unread_total ?? 0) : 0;
}
