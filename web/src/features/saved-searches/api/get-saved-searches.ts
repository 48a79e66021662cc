import type { TSavedSearchList } from '@common/contracts/saved-searches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// GET /api/saved-searches: the signed-in user's saved searches with their live counts.

export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: SAVED_SEARCHES_KEY,
    queryFn: ({ signal }) => apiRequest<TSavedSearchList>('/saved-searches', { signal }),
  });

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());
