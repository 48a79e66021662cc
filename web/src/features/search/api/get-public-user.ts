import type { TPublicUser } from '@common/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { publicUserKey } from './query-keys';

/** GET /api/users/{id}: a seller's username and city (nothing private). */
export function getPublicUser(id: string, signal?: AbortSignal) {
  return apiRequest<TPublicUser>(`/users/${encodeURIComponent(id)}`, { signal });
}

export const publicUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicUserKey(id),
    queryFn: ({ signal }) => getPublicUser(id, signal),
    staleTime: 5 * 60 * 1000,
  });

export function usePublicUser(id: string) {
  return useQuery(publicUserQueryOptions(id));
}
