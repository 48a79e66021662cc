import type { TMessageResponse } from '@common/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/accounts/forgot-password: mails a reset link (the same answer whether or not the address exists). */
export function forgotPassword(email: string) {
  return apiRequest<TMessageResponse>('/accounts/forgot-password', {
    method: 'POST',
    body: { email },
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
