import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshMe } from './get-me';

/** POST /api/auth/two-factor/disable (Better Auth): turns two-factor off, with the password. */
export function disableTwoFactor(password: string) {
  return apiRequest<unknown>('/auth/two-factor/disable', { method: 'POST', body: { password } });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => refreshMe(queryClient) });
}
