import type { TSavedSearch, TSavedSearchInput } from '@common/contracts/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';

// POST /api/saved-searches: a search from the results, with a name and an alert mode.

export const saveSearch = (input: TSavedSearchInput) =>
  apiRequest<TSavedSearch>('/saved-searches', { method: 'POST', body: input });

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
