import type { TSavedSearch, TSavedSearchChange, TSavedSearchList } from '@common/contracts/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';

// PATCH /api/saved-searches/{id}: rename, or change the alert.

export const changeSavedSearch = (id: number, change: TSavedSearchChange) =>
  apiRequest<TSavedSearch>(`/saved-searches/${id}`, { method: 'PATCH', body: change });

export function useChangeSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: TSavedSearchChange }) => changeSavedSearch(id, change),
    // The answer replaces its row in the list at once.
    onSuccess: (saved) =>
      queryClient.setQueryData<TSavedSearchList>(SAVED_SEARCHES_KEY, (list) =>
        list ? { ...list, searches: list.searches.map((s) => (s.id === saved.id ? saved : s)) } : list,
      ),
  });
}
