import type { TAuditResponse } from '@common/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { AUDIT_KEY } from './query-keys';

/** GET /api/admin/audit: every admin action, newest first. */
export function useAudit(page: number) {
  return useQuery({
    queryKey: [...AUDIT_KEY, page],
    queryFn: ({ signal }) => apiRequest<TAuditResponse>(`/admin/audit?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
