import type { TMessageReportRequest, TMessageReportResponse } from '@common/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/messages/{id}/report: a received message into the admins' queue. */
export function useReportMessage(messageId: number) {
  return useMutation({
    mutationFn: (input: TMessageReportRequest) =>
      apiRequest<TMessageReportResponse>(`/messages/${messageId}/report`, { method: 'POST', body: input }),
  });
}
