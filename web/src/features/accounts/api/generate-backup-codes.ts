import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

interface TBackupCodesResponse {
  backupCodes: string[];
}

/** POST /api/auth/two-factor/generate-backup-codes (Better Auth): new recovery codes; the old ones stop working. */
export function generateBackupCodes(password: string) {
  return apiRequest<TBackupCodesResponse>('/auth/two-factor/generate-backup-codes', {
    method: 'POST',
    body: { password },
  });
}

export function useGenerateBackupCodes() {
  return useMutation({ mutationFn: generateBackupCodes });
}
