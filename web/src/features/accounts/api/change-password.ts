import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshMe } from './get-me';

export interface TChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/auth/change-password (Better Auth): other sessions end; this one gets a fresh cookie. */
export function changePassword(request: TChangePasswordRequest) {
  return apiRequest<unknown>('/auth/change-password', {
    method: 'POST',
    body: { ...request, revokeOtherSessions: true },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => refreshMe(queryClient) });
}
