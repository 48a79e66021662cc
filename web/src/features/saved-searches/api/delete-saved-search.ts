import type { TSavedSearchList } from '@common/contracts/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';

// DELETE /api/saved-searches/{id}.

export const deleteSavedSearch = (id: number) =>
  apiRequest<{ id: number }>(`/saved-searches/${id}`, { method: 'DELETE' });

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: ({ id }) =>
      queryClient.setQueryData<TSavedSearchList>(SAVED_SEARCHES_KEY, (list) =>
        list ? { ...list, searches: list.searches.filter((s) => s.id !== id) } : list,
      ),
  });
}
