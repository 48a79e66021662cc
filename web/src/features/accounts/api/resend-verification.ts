import type { TMessageResponse } from '@common/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/accounts/resend-verification: mails the link again (the same answer for any address). */
export function resendVerification(email: string) {
  return apiRequest<TMessageResponse>('/accounts/resend-verification', {
    method: 'POST',
    body: { email },
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
