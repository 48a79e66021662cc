import type { TNoticesPage } from '@common/contracts/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { noticesPageKey } from './query-keys';

/** GET /api/notifications?page=N: a page of the user's notices, newest first. */
export function useNotices(page: number) {
  return useQuery({
    queryKey: noticesPageKey(page),
    queryFn: ({ signal }) =>
      apiRequest<TNoticesPage>(`/notifications${page > 1 ? `?page=${page}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
