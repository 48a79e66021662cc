import type { TMessageResponse, TResetPasswordRequest } from '@common/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from './get-me';

/** POST /api/accounts/reset-password: sets a new password with the emailed single-use token. */
export function resetPassword(request: TResetPasswordRequest) {
  return apiRequest<TMessageResponse>('/accounts/reset-password', { method: 'POST', body: request });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A reset ends every session of the account, this browser's included.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
