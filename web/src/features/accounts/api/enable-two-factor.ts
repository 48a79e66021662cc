import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const ZEnableTwoFactorResponse = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });

/**
 * POST /api/auth/two-factor/enable (Better Auth): a new secret (as an otpauth:// URI) and recovery
 * codes. Two-factor stays off until a code from the app is confirmed with verify-totp.
 */
export function enableTwoFactor(password: string) {
  return apiRequest('/auth/two-factor/enable', {
    method: 'POST',
    body: { password },
    schema: ZEnableTwoFactorResponse,
  });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
