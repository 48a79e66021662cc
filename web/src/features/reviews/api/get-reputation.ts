import type { TReputation } from '@common/contracts/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reputationKey } from './query-keys';

/** GET /api/users/{id}/reputation: average, count, latest reviews, member since, sales, answer time. */
export function getReputation(userId: string, signal?: AbortSignal) {
  return apiRequest<TReputation>(`/users/${encodeURIComponent(userId)}/reputation`, { signal });
}

export const reputationQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: reputationKey(userId),
    queryFn: ({ signal }) => getReputation(userId, signal),
    staleTime: 60 * 1000,
  });

export function useReputation(userId: string) {
  return useQuery(reputationQueryOptions(userId));
}
