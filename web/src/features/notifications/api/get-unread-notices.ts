import type { TUnreadNotices } from '@common/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { NOTICES_UNREAD_KEY } from './query-keys';

/**
 * GET /api/notifications/unread: the bell's count. Read once; the live socket keeps it current
 * (a 'notices' event carries the new count), so it never polls.
 */
export function useUnreadNotices(enabled: boolean) {
  const query = useQuery({
    queryKey: NOTICES_UNREAD_KEY,
    queryFn: ({ signal }) => apiRequest<TUnreadNotices>('/notifications/unread', { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return enabled ? (query.data?.unread_total ?? 0) : 0;
}
