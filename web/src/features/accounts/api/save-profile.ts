import type { TMe, TProfileInput, TSaveProfileResponse } from '@common/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from './get-me';

/** PUT /api/profile: creates or updates the signed-in user's profile; answers {profile, message, warning?}. */
export function saveProfile(input: TProfileInput) {
  return apiRequest<TSaveProfileResponse>('/profile', { method: 'PUT', body: input });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    // The session now has its profile: the profile-required guard lets go at once.
    onSuccess: ({ profile }) =>
      queryClient.setQueryData<TMe | null>(ME_QUERY_KEY, (me) => (me ? { ...me, profile } : me)),
  });
}
