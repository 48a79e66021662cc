import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshMe } from './get-me';

/** POST /api/auth/two-factor/verify-backup-code (Better Auth): finishes a sign-in with a recovery code. */
export function verifyBackupCode(code: string) {
  return apiRequest<unknown>('/auth/two-factor/verify-backup-code', {
    method: 'POST',
    body: { code },
  });
}

export function useVerifyBackupCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyBackupCode, onSuccess: () => refreshMe(queryClient) });
}
