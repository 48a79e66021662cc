import type { TGetUserIdResponse } from '@common/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userByNameKey } from './query-keys';

/** The user id behind /messages/{name} (the spec's get-user-id). */
export function useUserIdByName(username: string | undefined) {
  return useQuery({
    queryKey: userByNameKey(username ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<TGetUserIdResponse>('/get-user-id', { method: 'POST', body: { username }, signal }),
    enabled: Boolean(username),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
