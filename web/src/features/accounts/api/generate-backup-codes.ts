import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const ZBackupCodesResponse = z.object({ backupCodes: z.array(z.string()) });

/** POST /api/auth/two-factor/generate-backup-codes (Better Auth): new recovery codes; the old ones stop working. */
export function generateBackupCodes(password: string) {
  return apiRequest('/auth/two-factor/generate-backup-codes', {
    method: 'POST',
    body: { password },
    schema: ZBackupCodesResponse,
  });
}

export function useGenerateBackupCodes() {
  return useMutation({ mutationFn: generateBackupCodes });
}
