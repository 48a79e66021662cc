import type { TAdminReportsResponse, TResolveResponse } from '@common/contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_KEY, REPORTS_KEY, type TListStatus } from './query-keys';

/** GET /api/admin/reports: open reports newest first, or resolved ones. */
export function useAdminReports(status: TListStatus, page: number) {
  return useQuery({
    queryKey: [...REPORTS_KEY, status, page],
    queryFn: ({ signal }) =>
      apiRequest<TAdminReportsResponse>(`/admin/reports?status=${status}&page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type TReportAction =
  | { kind: 'ignore'; reportId: number }
  | { kind: 'delete'; reportId: number; postId: number; userId: string; reason?: string };

async function resolveReport(action: TReportAction): Promise<void> {
  if (action.kind === 'ignore') {
    await apiRequest<TResolveResponse>(`/admin/reports/${action.reportId}/ignore`, {
      method: 'POST',
    });
    return;
  }
  // The spec's POST /delete-post with the report id: the post goes and its reports are resolved;
  // the reason, when given, is told to the seller.
  const reason = action.reason?.trim();
  await apiRequest<{ message: string }>('/delete-post', {
    method: 'POST',
    body: {
      post_id: action.postId,
      user_id: action.userId,
      report_id: action.reportId,
      ...(reason ? { reason } : {}),
    },
  });
}

/** Ignore Report or Delete Post; every admin list is read again after. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
