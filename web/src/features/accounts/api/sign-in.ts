import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshMe } from './get-me';

// Better Auth answers the user (and sets the cookie), or only asks for the second factor.
interface TSignInResponse {
  twoFactorRedirect?: boolean;
}

export interface TSignInRequest {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email (Better Auth): signs in, or starts the two-factor step. */
export function signIn(request: TSignInRequest) {
  return apiRequest<TSignInResponse>('/auth/sign-in/email', { method: 'POST', body: request });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (answer) => {
      if (!answer.twoFactorRedirect) await refreshMe(queryClient);
    },
  });
}
