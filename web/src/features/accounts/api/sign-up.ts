import type { TMessageResponse, TSignUpRequest } from '@common/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/accounts/sign-up: creates the account and emails the verification link (201 {message}). */
export function signUp(request: TSignUpRequest) {
  return apiRequest<TMessageResponse>('/accounts/sign-up', { method: 'POST', body: request });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
