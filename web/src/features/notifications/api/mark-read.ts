import type { TUnreadNotices } from '@common/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { NOTICES_KEY, NOTICES_UNREAD_KEY } from './query-keys';

/** POST /api/notifications/{id}/read, or /read-all without an id: the bell and the list follow. */
export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      apiRequest<TUnreadNotices>(id === 'all' ? '/notifications/read-all' : `/notifications/${id}/read`, {
        method: 'POST',
      }),
    onSuccess: (unread) => {
      queryClient.setQueryData(NOTICES_UNREAD_KEY, unread);
      void queryClient.invalidateQueries({
        queryKey: NOTICES_KEY,
        predicate: (q) => q.queryKey[1] === 'page',
      });
    },
  });
}
