import type { TPreferencesInput, TProfile } from '@common/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshMe } from './get-me';

/** PUT /api/profile/preferences: display settings such as the distance unit. */
export function savePreferences(input: TPreferencesInput) {
  return apiRequest<TProfile>('/profile/preferences', { method: 'PUT', body: input });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    // Every list reads the unit from the session: read it again so they follow.
    onSuccess: () => refreshMe(queryClient),
  });
}
