import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

interface TEnableTwoFactorResponse {
  totpURI: string;
  backupCodes: string[];
}

/**
 * POST /api/auth/two-factor/enable (Better Auth): a new secret (as an otpauth:// URI) and recovery
 * codes. Two-factor stays off until a code from the app is confirmed with verify-totp.
 */
export function enableTwoFactor(password: string) {
  return apiRequest<TEnableTwoFactorResponse>('/auth/two-factor/enable', {
    method: 'POST',
    body: { password },
  });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
