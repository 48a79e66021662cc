import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { refreshMe } from './get-me';

/** POST /api/auth/two-factor/verify-backup-code (Better Auth): finishes a sign-in with a recovery code. */
export function verifyBackupCode(code: string) {
  return apiRequest('/auth/two-factor/verify-backup-code', {
    method: 'POST',
    body: { code },
    schema: z.unknown(),
  });
}

export function useVerifyBackupCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyBackupCode, onSuccess: () => refreshMe(queryClient) });
}
