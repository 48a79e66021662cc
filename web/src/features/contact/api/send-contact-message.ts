import type { TContactRequest, TContactResponse } from '@common/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/contact: stores the message for the team; answers 201 {id}. */
export function sendContactMessage(request: TContactRequest) {
  return apiRequest<TContactResponse>('/contact', { method: 'POST', body: request });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
