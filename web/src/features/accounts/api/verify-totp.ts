import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshMe } from './get-me';

/**
 * POST /api/auth/two-factor/verify-totp (Better Auth): a code from the authenticator app. It finishes
 * a two-factor sign-in, or, for a signed-in user setting it up, turns two-factor on.
 */
export function verifyTotp(code: string) {
  return apiRequest<unknown>('/auth/two-factor/verify-totp', { method: 'POST', body: { code } });
}

export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyTotp, onSuccess: () => refreshMe(queryClient) });
}
